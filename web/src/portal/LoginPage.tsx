import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { selectSession, signedIn } from '../shared/session/session';
import { useAppDispatch, useAppSelector } from '../shared/redux';
import { useChosenTab } from '../shared/useChosenTab';
import { Tabs, type TabItem } from '../shared/ui/Tabs';
import type { OnSignedIn } from './on-signed-in';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import './portal.scss';

type PortalTab = 'patient' | 'admin' | 'register';
type SignInTab = Exclude<PortalTab, 'register'>;

/** The Register tab's own address, so an intake confirmation, an e-mail or staff can link to it. */
const registerPath = '/patient-portal/register';

const portalTabs = (onSignedIn: OnSignedIn): readonly TabItem<PortalTab>[] => [
  { id: 'patient', label: 'Patient', panel: () => <SignInForm audience="patient" onSignedIn={onSignedIn} /> },
  // Same form and same call: the server's role decides what the dashboard shows.
  { id: 'admin', label: 'Admin', panel: () => <SignInForm audience="admin" onSignedIn={onSignedIn} /> },
  { id: 'register', label: 'Register', panel: () => <RegisterForm onSignedIn={onSignedIn} /> },
];

/** /patient-portal and /patient-portal/login (Patient or Admin tab), /patient-portal/register (Register tab). */
export function LoginPage() {
  const { pathname } = useLocation();
  const [signInTab, setSignInTab] = useState<SignInTab>('patient');
  const [tab, chooseTab] = useChosenTab<PortalTab>(pathname.replace(/\/+$/, '') === registerPath ? 'register' : signInTab);
  const status = useAppSelector(selectSession).status;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Set when a form here signs in: that form chooses where to go (dashboard or profile setup).
  const signedInHere = useRef(false);
  // The tab chosen here and the address it leads to: it keeps the focus until the address is there.
  const focusKept = useRef<{ tab: PortalTab; path: string }>(undefined);

  // The address follows the Register tab (Back returns to the tab before); Patient and Admin share /login.
  function selectTab(next: PortalTab) {
    if (next === tab) return;
    // The address as it is now: a tap while the router still renders the one before (a transition)
    // decided from that one, found it already where it meant to go, and never moved the address.
    const here = window.location.pathname;
    const path = next === 'register' ? registerPath : here.replace(/\/+$/, '') === registerPath ? '/patient-portal/login' : here;
    focusKept.current = { tab: next, path };
    chooseTab(next, () => {
      if (next !== 'register') setSignInTab(next);
      if (path !== here) navigate(path, { preventScrollReset: true });
    });
  }

  useEffect(() => {
    const kept = focusKept.current;
    if (kept?.tab !== tab) return;
    if (kept.path === pathname) focusKept.current = undefined;
    // The site layout moves focus to the page on a new address; the chosen tab keeps it (queued after that effect).
    queueMicrotask(() => document.getElementById(`portal-tab-${tab}`)?.focus({ preventScroll: true }));
  }, [tab, pathname]);

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
            <Tabs idPrefix="portal" label="Sign in or register" tabs={portalTabs(onSignedIn)} selected={tab} onSelect={selectTab} />
          </div>
          <p className="has-text-centered portal-help">
            New patient? <Link to="/intake">Fill in the intake form</Link> before your first visit, then{' '}
            <Link to={registerPath}>create your portal account</Link> with the same e-mail to follow your program online.
          </p>
          <p className="has-text-centered portal-help">
            Need help? <Link to="/contact">Contact us</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
