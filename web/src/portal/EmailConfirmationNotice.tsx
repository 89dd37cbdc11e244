import { useState } from 'react';
import { practice, telHref, type EmailConfirmationStatus } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { formatMoment } from '../shared/dates';
import { useNotice } from '../shared/ui/notice';
import { useSendConfirmationAgainMutation } from './emailConfirmationEndpoints';
import './portal.scss';

/**
 * Shown to a patient whose account met a record the practice already holds for their e-mail (ADR 33):
 * the record is joined to the account once they open the link sent to that address. Instead of the
 * profile setup, on the dashboard and the setup page.
 */
export function EmailConfirmationNotice({ status }: { status: EmailConfirmationStatus }) {
  const [sendAgain, { isLoading: sending }] = useSendConfirmationAgainMutation();
  const notify = useNotice();
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    setProblem(null);
    try {
      const answer = await sendAgain().unwrap();
      notify({ title: 'Link Sent', description: answer.message ?? `We sent a new link to ${status.email}.` });
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The link could not be sent just now. Please try again in a minute.');
    }
  }

  return (
    <div className="card profile-setup-card email-confirmation-card" data-testid="email-confirmation-notice">
      <div className="card-content">
        <h2 className="title is-4 has-text-centered">Please confirm your e-mail</h2>
        <p className="mb-3">
          Good news: the practice already has a patient record for <strong>{status.email}</strong>. To keep it private, we
          add it to your portal account only once you have confirmed that this e-mail address is yours.
        </p>
        <p className="mb-3">
          {status.sentAt ? (
            <>We sent a link to {status.email} on {formatMoment(status.sentAt)}.</>
          ) : (
            <>We are sending a link to {status.email}.</>
          )}{' '}
          Open it on this device or another one, signed in to this account. It works for 24 hours. Your record then
          appears here, ready for you.
        </p>
        <p className="mb-4">Can&apos;t find it? Please check your spam or junk folder, or ask us for a new link.</p>
        {problem && (
          <div className="notification is-warning is-light" role="alert" data-testid="send-again-problem">
            {problem}
          </div>
        )}
        <div className="has-text-centered">
          <button type="button" className={`button is-primary${sending ? ' is-loading' : ''}`} onClick={() => void send()} disabled={sending}>
            Send the link again
          </button>
        </div>
        <p className="mt-4 is-size-7 has-text-centered">
          Not your e-mail, or no longer using it? Please call us at <a href={telHref()}>{practice.phone}</a>.
        </p>
      </div>
    </div>
  );
}
