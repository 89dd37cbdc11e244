import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { practice, type AuthAnswer } from '@pt/contracts';
import { selectSession, signedIn } from '../shared/session/session';
import { useAppDispatch, useAppSelector } from '../shared/redux';
import { Tabs, type TabItem } from '../shared/ui/Tabs';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import './portal.scss';

type PortalTab = 'patient' | 'admin' | 'register';

export type OnSignedIn = (answer: AuthAnswer, next: string) => void;

const portalTabs = (onSignedIn: OnSignedIn): readonly TabItem<PortalTab>[] => [
  { id: 'patient', label: 'Patient', panel: () => <SignInForm audience="patient" onSignedIn={onSignedIn} /> },
  // Same form and same call: the server's role decides what the dashboard shows.
  { id: 'admin', label: 'Admin', panel: () => <SignInForm audience="admin" onSignedIn={onSignedIn} /> },
  { id: 'register', label: 'Register', panel: () => <RegisterForm onSignedIn={onSignedIn} /> },
];

/** /patient-portal and /patient-portal/login. */
export function LoginPage() {
  const [tab, setTab] = useState<PortalTab>('patient');
  const status = useAppSelector(selectSession).status;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Set when a form here signs in: that form chooses where to go (dashboard or profile setup).
  const signedInHere = useRef(false);

  const onSignedIn: OnSignedIn = ({ token, user }, next) => {
    signedInHere.current = true;
    dispatch(signedIn({ token, user }));
    navigate(next);
  };

  if (status === 'signedIn' && !signedInHere.current) return <Navigate to="/patient-portal/dashboard" replace />;

  return (
    <section className="section portal-login">
      <title>{`Patient Portal | ${practice.name}`}</title>
      <div className="container">
        <div className="portal-login-inner">
          <Link to="/" className="back-link">
            <span aria-hidden="true">←</span> Back to Website
          </Link>
          <div className="box portal-login-card">
            <header className="has-text-centered mb-5">
              <h1 className="title is-3">Patient Portal</h1>
              <p className="subtitle is-6">Access your personalized rehabilitation program or admin dashboard</p>
            </header>
            <Tabs idPrefix="portal" label="Sign in or register" tabs={portalTabs(onSignedIn)} selected={tab} onSelect={setTab} />
          </div>
          <p className="has-text-centered portal-help">
            New patient? <Link to="/intake">Fill in the intake form</Link> before your first visit.
          </p>
          <p className="has-text-centered portal-help">
            Need help? <Link to="/contact">Contact us</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
