import { PageShell } from '../../../components/page-shell.tsx';
import { ProfileSections } from '../components/profile-sections.tsx';
import { UnverifiedEmailNotice } from '../components/unverified-email-notice.tsx';

/** Shown instead of a gated screen to a signed-in user whose e-mail is not verified. */
export function UnverifiedProfilePage() {
  return (
    <PageShell title="My Info">
      <UnverifiedEmailNotice />
      <ProfileSections />
    </PageShell>
  );
}
