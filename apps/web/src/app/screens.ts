import { lazyScreen } from './lazy-screen.tsx';

// Every screen but the landing page, each in its own chunk, loaded when first shown.

export const SubscriptionSelectionScreen = lazyScreen(
  () => import('../features/plans/routes/subscription-selection-page.tsx'),
  'SubscriptionSelectionPage',
);
export const LoginScreen = lazyScreen(
  () => import('../features/auth/routes/login-page.tsx'),
  'LoginPage',
);
export const SignupScreen = lazyScreen(
  () => import('../features/auth/routes/signup-page.tsx'),
  'SignupPage',
);
export const WelcomeScreen = lazyScreen(
  () => import('../features/auth/routes/welcome-page.tsx'),
  'WelcomePage',
);
export const ResetPasswordScreen = lazyScreen(
  () => import('../features/auth/routes/reset-password-page.tsx'),
  'ResetPasswordPage',
);
export const DashboardScreen = lazyScreen(
  () => import('../features/dashboard/routes/dashboard-page.tsx'),
  'DashboardPage',
);
export const AgedReceivablesScreen = lazyScreen(
  () => import('../features/reports/routes/aged-receivables-page.tsx'),
  'AgedReceivablesPage',
);
export const ContactScreen = lazyScreen(
  () => import('../features/contacts/routes/contact-page.tsx'),
  'ContactPage',
);
export const ContactBookScreen = lazyScreen(
  () => import('../features/contacts/routes/contact-book-page.tsx'),
  'ContactBookPage',
);
export const ProductScreen = lazyScreen(
  () => import('../features/products/routes/product-page.tsx'),
  'ProductPage',
);
export const ProductBookScreen = lazyScreen(
  () => import('../features/products/routes/product-book-page.tsx'),
  'ProductBookPage',
);
export const ContactImportScreen = lazyScreen(
  () => import('../features/csv-import/routes/contact-import-page.tsx'),
  'ContactImportPage',
);
export const ProductImportScreen = lazyScreen(
  () => import('../features/csv-import/routes/product-import-page.tsx'),
  'ProductImportPage',
);
export const DocumentScreen = lazyScreen(
  () => import('../features/documents/routes/document-page.tsx'),
  'DocumentPage',
);
export const DocumentsScreen = lazyScreen(
  () => import('../features/documents/routes/documents-page.tsx'),
  'DocumentsPage',
);
export const SearchScreen = lazyScreen(
  () => import('../features/search/routes/search-page.tsx'),
  'SearchPage',
);
export const MyInfoScreen = lazyScreen(
  () => import('../features/profile/routes/my-info-page.tsx'),
  'MyInfoPage',
);
export const UnverifiedProfileScreen = lazyScreen(
  () => import('../features/profile/routes/unverified-profile-page.tsx'),
  'UnverifiedProfilePage',
);
export const CreateCompanyScreen = lazyScreen(
  () => import('../features/companies/routes/create-company-page.tsx'),
  'CreateCompanyPage',
);
export const InvitationScreen = lazyScreen(
  () => import('../features/invitations/routes/invitation-page.tsx'),
  'InvitationPage',
);
export const SettingsLayoutScreen = lazyScreen(
  () => import('../features/settings/routes/settings-layout.tsx'),
  'SettingsLayout',
);
export const CompanyProfileScreen = lazyScreen(
  () => import('../features/settings/routes/company-profile-page.tsx'),
  'CompanyProfilePage',
);
export const TaxSettingsScreen = lazyScreen(
  () => import('../features/settings/routes/tax-settings-page.tsx'),
  'TaxSettingsPage',
);
export const PaymentsSettingsScreen = lazyScreen(
  () => import('../features/settings/routes/payments-settings-page.tsx'),
  'PaymentsSettingsPage',
);
export const DocumentsSettingsScreen = lazyScreen(
  () => import('../features/settings/routes/documents-settings-page.tsx'),
  'DocumentsSettingsPage',
);
export const NumberingSettingsScreen = lazyScreen(
  () => import('../features/settings/routes/numbering-settings-page.tsx'),
  'NumberingSettingsPage',
);
export const EmailSettingsScreen = lazyScreen(
  () => import('../features/settings/routes/email-settings-page.tsx'),
  'EmailSettingsPage',
);
export const MembersScreen = lazyScreen(
  () => import('../features/members/routes/members-page.tsx'),
  'MembersPage',
);
export const AuditScreen = lazyScreen(
  () => import('../features/audit/routes/audit-page.tsx'),
  'AuditPage',
);
export const BackupSettingsScreen = lazyScreen(
  () => import('../features/settings/routes/backup-settings-page.tsx'),
  'BackupSettingsPage',
);
export const ProgressScreen = lazyScreen(
  () => import('../features/developer/routes/progress-page.tsx'),
  'ProgressPage',
);
export const DeveloperScreen = lazyScreen(
  () => import('../features/developer/routes/developer-page.tsx'),
  'DeveloperPage',
);
export const AboutScreen = lazyScreen(
  () => import('../features/info/routes/about-page.tsx'),
  'AboutPage',
);
export const ContactUsScreen = lazyScreen(
  () => import('../features/info/routes/contact-us-page.tsx'),
  'ContactUsPage',
);
export const JobsScreen = lazyScreen(
  () => import('../features/info/routes/jobs-page.tsx'),
  'JobsPage',
);
export const FaqScreen = lazyScreen(
  () => import('../features/info/routes/faq-page.tsx'),
  'FaqPage',
);
export const TeamScreen = lazyScreen(
  () => import('../features/info/routes/team-page.tsx'),
  'TeamPage',
);
export const NotFoundScreen = lazyScreen(
  () => import('../features/errors/routes/not-found-page.tsx'),
  'NotFoundPage',
);
