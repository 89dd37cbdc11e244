import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { registerStoreLoader } from '../shared/store-loader';
import { HomePage } from '../public-site/home/HomePage';
import { SiteLayout } from './layout/SiteLayout';
import { RouteError } from './RouteError';

/*
 * Every route of the site, in one place. Public pages other than home load on demand; portal and
 * staff pages are separate chunks, so a public visit loads no portal, socket.io or chart code.
 * To add a page: create it in its feature folder and add one line below.
 *
 * Pages load through the router's `lazy` (not React.lazy): the router can then load the page of
 * the first URL before hydrating the prerendered HTML (see main.tsx), so nothing suspends and the
 * prerendered page stays on screen.
 */
const page = (load: () => Promise<ComponentType>) => async () => {
  // with-store first: its stylesheet (forms) must precede the page's, which refines it.
  const [{ withStore }, Component] = await Promise.all([import('./with-store'), load()]);
  return { Component: withStore(Component) };
};
/** A page that reads no store: it loads without Redux (see with-store.tsx). */
const staticPage = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });
/** A page with a form that only sends through the store: the forms' styles first, then the page; it gets the store with `loadStore()`. */
const formPage = (load: () => Promise<ComponentType>) => async () => {
  const [, Component] = await Promise.all([import('./form-styles'), load()]);
  return { Component };
};
// How such a page gets the store (shared/store-loader.ts).
registerStoreLoader(async () => (await import('./store')).store);

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // Public site (spec 000)
          { index: true, element: <HomePage /> },
          { path: 'services', lazy: staticPage(async () => (await import('../public-site/services/ServicesPage')).ServicesPage) },
          { path: 'about', lazy: staticPage(async () => (await import('../public-site/about/AboutPage')).AboutPage) },
          { path: 'testimonials', lazy: staticPage(async () => (await import('../public-site/testimonials/TestimonialsPage')).TestimonialsPage) },
          { path: 'contact', lazy: page(async () => (await import('../public-site/contact/ContactPage')).ContactPage) },
          { path: 'privacy', lazy: staticPage(async () => (await import('../public-site/privacy/PrivacyPolicyPage')).PrivacyPolicyPage) },
          { path: 'privacy-practices', lazy: staticPage(async () => (await import('../public-site/privacy/PrivacyPracticesPage')).PrivacyPracticesPage) },
          { path: 'intake', lazy: formPage(async () => (await import('../intake-form/IntakePage')).IntakePage) },
          // Report links (spec 001, DECISIONS.md "Reports"): anyone holding one; without an id, 'Invalid Report Link'
          { path: 'shared-report/:shareId', lazy: page(async () => (await import('../shared-report/ReportPages')).SharedReportPage) },
          { path: 'shared-report', lazy: page(async () => (await import('../shared-report/ReportPages')).SharedReportPage) },
          { path: 'progress-report/:shareId', lazy: page(async () => (await import('../shared-report/ReportPages')).ProgressReportPage) },
          { path: 'progress-report', lazy: page(async () => (await import('../shared-report/ReportPages')).ProgressReportPage) },
          // Portal (spec 001)
          {
            // One page for its three addresses: choosing the Register tab changes the address, not the page.
            lazy: page(async () => (await import('../portal/LoginPage')).LoginPage),
            children: ['patient-portal', 'patient-portal/login', 'patient-portal/register'].map((path) => ({ path, element: null })),
          },
          // The link sent to a patient's e-mail (ADR 33): it asks a signed-out visitor to sign in, here.
          { path: 'patient-portal/confirm-email', lazy: page(async () => (await import('../portal/ConfirmEmailPage')).ConfirmEmailPage) },
          // A forgotten password (ADR 36): ask for a link; the link's page chooses a new one.
          { path: 'patient-portal/forgot-password', lazy: page(async () => (await import('../portal/ForgotPasswordPage')).ForgotPasswordPage) },
          { path: 'patient-portal/reset-password', lazy: page(async () => (await import('../portal/ResetPasswordPage')).ResetPasswordPage) },
          // The 404 page loads on demand too: every public page's first visit carried it (issue 11's budget).
          { path: '*', lazy: staticPage(async () => (await import('./NotFoundPage')).NotFoundPage) },
        ],
      },
    ],
  },
  {
    // Signed-in area: session check, live connection, the application shell (no marketing header or footer).
    lazy: page(async () => (await import('./SignedInShell')).SignedInShell),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: 'patient-portal/dashboard', lazy: page(async () => (await import('./dashboard/DashboardPage')).DashboardPage) },
          { path: 'patient-portal/setup', lazy: page(async () => (await import('../portal/ProfileSetupPage')).ProfileSetupPage) },
          { path: 'patient-portal/rewards', lazy: page(async () => (await import('../rewards/RewardsPage')).RewardsPage) },
          { path: 'patient-portal/messages', lazy: page(async () => (await import('../messages/MessagesPage')).MessagesPage) },
          { path: 'staff/messages', lazy: page(async () => (await import('../messages/MessagesPage')).MessagesPage) },
          { path: 'patient-portal/settings', lazy: page(async () => (await import('./settings/SettingsPage')).SettingsPage) },
          { path: 'staff/outbox', lazy: page(async () => (await import('../staff-outbox/StaffOutboxPage')).StaffOutboxPage) },
          { path: 'staff/inbox', lazy: page(async () => (await import('../staff-inbox/StaffInboxPage')).StaffInboxPage) },
          { path: 'staff/health-tips', lazy: page(async () => (await import('../health-tips/HealthTipsPage')).HealthTipsPage) },
          { path: 'staff/intake', lazy: page(async () => (await import('./intake-review')).IntakeReviewRoute) },
          { path: 'staff/audit', lazy: page(async () => (await import('../audit/AuditPage')).AuditPage) },
          { path: 'progress-reports', lazy: page(async () => (await import('../progress-reports/ProgressReportsPage')).ProgressReportsPage) },
          { path: 'staff/recommendations', lazy: page(async () => (await import('../recommendations/PendingRecommendationsPage')).PendingRecommendationsPage) },
        ],
      },
    ],
  },
];
