import { lazy, type ReactNode, Suspense } from 'react';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { loadSignedInParts } from './signed-in-parts.ts';

// The side navigation and the compact footer load only for signed-in users' screens of work,
// so the landing page stays as light as it was.
const WorkspaceSide = lazy(() =>
  loadSignedInParts().then((module) => ({ default: module.WorkspaceSide })),
);
const CompactFooter = lazy(() =>
  loadSignedInParts().then((module) => ({ default: module.CompactFooter })),
);
const AnnouncementNotices = lazy(() =>
  loadSignedInParts().then((module) => ({ default: module.AnnouncementNotices })),
);
const TrialNotice = lazy(() =>
  loadSignedInParts().then((module) => ({ default: module.TrialNotice })),
);

/**
 * A screen of work: the side navigation beside the page, the compact footer under it, once the
 * user is known to be signed in (until then, or when the screen sends the visitor to log in,
 * the page alone). Above the page: the developers' announcements, and for administrators a
 * notice when the company's trial ends soon. The page keeps its place in the tree while they
 * arrive, so a form being filled in is not mounted afresh.
 */
export function WorkspaceBody({ main }: { main: ReactNode }) {
  const { user, abilities } = useAuthContext();
  const administrator = Boolean(user && abilities?.['subscription.manage']);
  return (
    <>
      <div style={{ display: 'flex', flex: 1 }}>
        {user ? (
          <Suspense fallback={null}>
            <WorkspaceSide />
          </Suspense>
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          {user ? (
            <Suspense fallback={null}>
              <AnnouncementNotices />
              {administrator ? <TrialNotice administrator /> : null}
            </Suspense>
          ) : null}
          {main}
        </div>
      </div>
      {user ? (
        <Suspense fallback={null}>
          <CompactFooter />
        </Suspense>
      ) : null}
    </>
  );
}
