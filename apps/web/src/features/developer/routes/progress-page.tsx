import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

/** /progress: projects, tasks and announcements, for developers only. */
export function ProgressPage() {
  return (
    <PageShell size="lg" title="Project">
      <ComingSoon title="Projects arrive in a later release">
        Projects, tasks and announcements for the team building Kira; announcements will show as a
        notice to users.
      </ComingSoon>
    </PageShell>
  );
}
