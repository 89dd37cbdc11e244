import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { PhoneIcon } from '../../shared/ui/icons';
import { track } from '../../shared/analytics';

export interface PageCallToActionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
  /** The label of the button to /contact. */
  action: string;
  /** Analytics labels of the /contact button and of the call button. */
  actionLabel: string;
  phoneLabel: string;
}

/** The closing section of a public page: a button to /contact and one to call the practice. */
export function PageCallToAction({ id, title, children, action, actionLabel, phoneLabel }: PageCallToActionProps) {
  return (
    <section className="section home-cta page-cta" aria-labelledby={id}>
      <div className="container has-text-centered">
        <h2 id={id} className="title is-3">
          {title}
        </h2>
        <p className="mb-5">{children}</p>
        <div className="buttons is-centered">
          <Link
            to="/contact"
            className="button is-primary is-medium"
            onClick={() => track('cta_click', { category: 'navigation', label: actionLabel })}
          >
            {action}
          </Link>
          <a
            href={telHref()}
            className="button is-white-outline is-medium page-cta-call"
            onClick={() => track('phone_call', { category: 'contact', label: phoneLabel })}
          >
            <PhoneIcon />
            <span>Call {practice.phone}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
