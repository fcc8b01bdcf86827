import { PageShell } from '../../../components/page-shell.tsx';
import { ProfileSections } from '../components/profile-sections.tsx';

/** /myinfo: the signed-in user's profile, verified or not. */
export function MyInfoPage() {
  return (
    <PageShell title="My Info">
      <ProfileSections />
    </PageShell>
  );
}
