import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../public-site/home/HomePage';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';

/*
 * Every route of the site, in one place. Public pages other than home load on demand; portal and
 * staff pages are separate chunks, so a public visit loads no portal, socket.io or chart code.
 * To add a page: create it in its feature folder and add one line below.
 */
const ServicesPage = lazy(() => import('../public-site/services/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const AboutPage = lazy(() => import('../public-site/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const TestimonialsPage = lazy(() =>
  import('../public-site/testimonials/TestimonialsPage').then((m) => ({ default: m.TestimonialsPage })),
);
const ContactPage = lazy(() => import('../public-site/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const LoginPage = lazy(() => import('../portal/LoginPage').then((m) => ({ default: m.LoginPage })));
const PortalShell = lazy(() => import('../portal/PortalShell').then((m) => ({ default: m.PortalShell })));
const DashboardPage = lazy(() => import('../portal/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const ProfileSetupPage = lazy(() =>
  import('../portal/ProfileSetupPage').then((m) => ({ default: m.ProfileSetupPage })),
);
const StaffInboxPage = lazy(() => import('../staff/inbox/StaffInboxPage').then((m) => ({ default: m.StaffInboxPage })));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // Public site (spec 000)
          { index: true, element: <HomePage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'testimonials', element: <TestimonialsPage /> },
          { path: 'contact', element: <ContactPage /> },
          // Portal (spec 001)
          { path: 'patient-portal', element: <LoginPage /> },
          { path: 'patient-portal/login', element: <LoginPage /> },
          {
            // Signed-in area: session check, live connection.
            element: <PortalShell />,
            children: [
              { path: 'patient-portal/dashboard', element: <DashboardPage /> },
              { path: 'patient-portal/setup', element: <ProfileSetupPage /> },
              { path: 'staff/inbox', element: <StaffInboxPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
