import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { lazyPart } from '../../../../components/lazy-part.tsx';

// The dialog's code (Mantine's Modal) is fetched when someone first leaves with changes.
const LeaveDialog = lazyPart(() => import('./leave-dialog.tsx').then((m) => m.LeaveDialog));

/**
 * While `dirty.current`, leaving the page asks first: another page of the app through a
 * dialog, a reload or a closed tab through the browser's own question. A ref, so the editor
 * can navigate right after saving, before it renders again.
 */
export function UnsavedChanges({ dirty }: { dirty: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const unsaved = dirty.current;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  if (blocker.state !== 'blocked') return null;
  return <LeaveDialog onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}
