import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';
import './portal.scss';

/**
 * A page of one card about the account, outside the portal (confirming the e-mail, forgetting the
 * password, choosing a new one): the sign-in page's frame, its title as the document's, and the
 * practice's number below for anyone stuck.
 */
export function AccountCardPage({ title, testId, before, children }: { title: string; testId: string; before?: ReactNode; children: ReactNode }) {
  return (
    <section className="section portal-login">
      <title>{`${title} | ${practice.name}`}</title>
      <div className="container">
        <div className="portal-login-inner">
          {before}
          <div className="box portal-login-card" data-testid={testId}>
            <h1 className="title is-3 has-text-centered">{title}</h1>
            {children}
          </div>
          <p className="has-text-centered portal-help">
            Need help? Call us at {practice.phone} or <Link to="/contact">contact us</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
