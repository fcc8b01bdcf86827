import { lazy, type ReactNode, Suspense } from 'react';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { loadSignedInParts } from './signed-in-parts.ts';

// The side navigation and the compact footer load only for signed-in users' screens of work,
// so the landing page stays as light as it was.
const WorkspaceFrame = lazy(() =>
  loadSignedInParts().then((module) => ({ default: module.WorkspaceFrame })),
);

/**
 * A screen of work: framed by the side navigation once the user is known to be signed in;
 * until then (or when the screen sends the visitor to log in) the page alone, with no footer.
 */
export function WorkspaceBody({ main }: { main: ReactNode }) {
  const { user } = useAuthContext();
  if (!user) return main;
  return (
    <Suspense fallback={main}>
      <WorkspaceFrame main={main} />
    </Suspense>
  );
}
