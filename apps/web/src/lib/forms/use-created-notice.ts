import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The navigation state a create form leaves for the record's own page. */
export const CREATED_STATE = { created: true } as const;

/**
 * Whether this page was reached right after creating its record (so it can say "saved"). The
 * mark is then taken off the history entry, so a reload or a return does not say it again.
 */
export function useCreatedNotice(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [created] = useState(
    () => (location.state as { created?: boolean } | null)?.created === true,
  );
  const { pathname, search } = location;
  useEffect(() => {
    if (created) void navigate({ pathname, search }, { replace: true, state: null });
  }, [created, navigate, pathname, search]);
  return created;
}
