import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../features/auth/redirect-if-signed-in.tsx';
import { RequireDeveloper } from '../features/auth/require-developer.tsx';
import { RequireSignedIn } from '../features/auth/require-signed-in.tsx';
import { RequireVerified } from '../features/auth/require-verified.tsx';
import { SignedInSwitch } from '../features/auth/signed-in-switch.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { WORKSPACE_ROUTE } from '../lib/layout/workspace-route.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import * as Screen from './screens.ts';

// The seed's route table. react-router matches a path with or without its trailing slash, so
// /subscriptionselection and /subscriptionselection/ (and the others) both work.
const routes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'home', element: <LandingPage /> },
  { path: 'subscriptionselection', element: <Screen.SubscriptionSelectionScreen /> },
  {
    // `?next=/invite/...` brings a user who logged in from an invitation back to it.
    element: <RedirectIfSignedIn to="/dashboard" followNext />,
    children: [{ path: 'login', element: <Screen.LoginScreen /> }],
  },
  {
    element: <RedirectIfSignedIn to="/login" />,
    children: [{ path: 'signup', element: <Screen.SignupScreen /> }],
  },
  // The mailed reset link's page: open to anyone holding a token.
  { path: 'reset-password', element: <Screen.ResetPasswordScreen /> },
  // The mailed invitation link: signed out it offers sign-up, signed in it offers Accept.
  { path: 'invite/:token', element: <Screen.InvitationScreen /> },
  {
    path: 'loggingin',
    element: (
      <SignedInSwitch signedIn={<Screen.WelcomeScreen />} signedOut={<Screen.LoginScreen />} />
    ),
  },
  {
    // Signed out: /login. Signed in, e-mail not verified: the profile screen with a notice.
    element: <RequireVerified unverified={<Screen.UnverifiedProfileScreen />} />,
    handle: WORKSPACE_ROUTE,
    children: [
      { path: 'dashboard', element: <Screen.DashboardScreen /> },
      { path: 'contactpage', element: <Screen.ContactScreen /> },
      { path: 'contactpage/:id', element: <Screen.ContactScreen /> },
      { path: 'pnspage', element: <Screen.ProductScreen /> },
      { path: 'pnspage/:id', element: <Screen.ProductScreen /> },
      { path: 'document', element: <Screen.DocumentScreen /> },
      { path: 'document/:id', element: <Screen.DocumentScreen /> },
      { path: 'documents', element: <Screen.DocumentsScreen /> },
      { path: 'contactbook', element: <Screen.ContactBookScreen /> },
      { path: 'contactbook/import', element: <Screen.ContactImportScreen /> },
      { path: 'pnsbook', element: <Screen.ProductBookScreen /> },
      { path: 'pnsbook/import', element: <Screen.ProductImportScreen /> },
      { path: 'search', element: <Screen.SearchScreen /> },
      { path: 'reports/aged-receivables', element: <Screen.AgedReceivablesScreen /> },
      { path: 'companies/new', element: <Screen.CreateCompanyScreen /> },
      {
        path: 'settings',
        element: <Screen.SettingsLayoutScreen />,
        children: [
          { index: true, element: <Navigate to="/settings/company" replace /> },
          { path: 'company', element: <Screen.CompanyProfileScreen /> },
          { path: 'tax', element: <Screen.TaxSettingsScreen /> },
          { path: 'payments', element: <Screen.PaymentsSettingsScreen /> },
          { path: 'documents', element: <Screen.DocumentsSettingsScreen /> },
          { path: 'numbering', element: <Screen.NumberingSettingsScreen /> },
          { path: 'emails', element: <Screen.EmailSettingsScreen /> },
          { path: 'members', element: <Screen.MembersScreen /> },
          { path: 'audit', element: <Screen.AuditScreen /> },
          { path: 'backup', element: <Screen.BackupSettingsScreen /> },
        ],
      },
    ],
  },
  {
    element: <RequireSignedIn />,
    handle: WORKSPACE_ROUTE,
    children: [{ path: 'myinfo', element: <Screen.MyInfoScreen /> }],
  },
  {
    element: <RequireDeveloper />,
    handle: WORKSPACE_ROUTE,
    children: [
      { path: 'progress', element: <Screen.ProgressScreen /> },
      { path: 'developer', element: <Screen.DeveloperScreen /> },
    ],
  },
  { path: 'about', element: <Screen.AboutScreen /> },
  { path: 'contact', element: <Screen.ContactUsScreen /> },
  { path: 'jobs', element: <Screen.JobsScreen /> },
  { path: 'faq', element: <Screen.FaqScreen /> },
  { path: 'team', element: <Screen.TeamScreen /> },
  { path: '*', element: <Screen.NotFoundScreen /> },
];

/**
 * The whole route tree. The browser makes its router from it (main.tsx), and the build renders
 * the landing page from it with a memory router (prerender.tsx), so both render the same tree.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A pathless child carries the error page, so the header and footer stay around it.
    children: [{ errorElement: <RouteErrorPage />, children: routes }],
  },
];
