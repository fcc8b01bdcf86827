import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

/** /developer: the platform console, for developers only. */
export function DeveloperPage() {
  return (
    <PageShell size="lg" title="Developer">
      <ComingSoon title="The developer console arrives in a later release">
        Companies, users, claims, outgoing mail and the system's status, for the platform team.
      </ComingSoon>
    </PageShell>
  );
}
