import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrors, serverMessage } from '../shared/api/http-error';
import { useAppDispatch, useAppSelector } from '../shared/redux';
import { selectSession, sessionCleared, signedIn } from '../shared/session/session';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { useConfirmEmailMutation, useSendConfirmationAgainMutation } from './emailConfirmationEndpoints';
import { FormAlert } from './FormAlert';
import { SignInForm } from './SignInForm';
import { AccountCardPage } from './AccountCardPage';
import './portal.scss';

const dashboard = '/patient-portal/dashboard';

/**
 * /patient-portal/confirm-email?token=... (ADR 33): the link sent to a patient's e-mail. Signed in as
 * the account it was sent for, it confirms the e-mail, which joins the practice's record to the account,
 * and goes on to the dashboard; signed out, it asks to sign in first, here.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { status, user } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();

  let body;
  if (!token) {
    body = <FormAlert message="This link is incomplete. Please open the link from the e-mail again, or send a new one from your portal." />;
  } else if (status === 'checking') {
    body = <PageLoading label="Checking your session..." />;
  } else if (status !== 'signedIn' || !user) {
    body = (
      <>
        <p className="mb-4">Please sign in with the portal account you registered with this e-mail, and we will confirm it.</p>
        <SignInForm audience="patient" onSignedIn={({ token: session, user: account }) => dispatch(signedIn({ token: session, user: account }))} />
      </>
    );
  } else if (user.role !== 'patient') {
    body = (
      <>
        <FormAlert message="This link is for a patient's account. Please sign out, then sign in with the patient account you registered." />
        <button type="button" className="button is-light" onClick={() => dispatch(sessionCleared())}>
          Sign out
        </button>
      </>
    );
  } else {
    body = <Confirming token={token} />;
  }

  return (
    <AccountCardPage title="Confirm Your E-mail" testId="confirm-email">
      {body}
    </AccountCardPage>
  );
}

/** Confirms once, then goes on to the dashboard; a link that does not work says why and what to do. */
function Confirming({ token }: { token: string }) {
  const [confirm] = useConfirmEmailMutation();
  const [sendAgain, { isLoading: sending }] = useSendConfirmationAgainMutation();
  const notify = useNotice();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    confirm({ token })
      .unwrap()
      .then((answer) => {
        notify({ title: 'E-mail Confirmed', description: answer.message ?? 'Thank you: your e-mail is confirmed.' });
        navigate(dashboard, { replace: true });
      })
      .catch((error: unknown) => {
        setFailure(fieldErrors(error).token?.[0] ?? serverMessage(error) ?? 'Your e-mail could not be confirmed just now. Please try again in a minute.');
      });
  }, [token, confirm, navigate, notify]);

  async function send() {
    try {
      const answer = await sendAgain().unwrap();
      setSent(answer.message ?? 'We sent you a new link.');
    } catch (error) {
      setSent(serverMessage(error) ?? 'The link could not be sent just now. Please try again in a minute.');
    }
  }

  if (!failure) return <PageLoading label="Confirming your e-mail..." />;
  return (
    <>
      <FormAlert message={failure} />
      {sent && (
        <p className="notification is-info is-light" role="status">
          {sent}
        </p>
      )}
      <div className="buttons is-centered">
        <button type="button" className={`button is-primary${sending ? ' is-loading' : ''}`} disabled={sending} onClick={() => void send()}>
          Send a new link
        </button>
        <Link to={dashboard} className="button is-light">
          Go to your dashboard
        </Link>
        <button type="button" className="button is-text" onClick={() => dispatch(sessionCleared())}>
          Sign in with another account
        </button>
      </div>
    </>
  );
}
