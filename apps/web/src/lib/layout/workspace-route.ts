import { type UIMatch, useMatches } from 'react-router';

/** The `handle` of the routes that are screens of work (router.tsx): the side nav frames them. */
export const WORKSPACE_ROUTE = { workspace: true } as const;

function isWorkspaceMatch(match: UIMatch): boolean {
  return (match.handle as Partial<typeof WORKSPACE_ROUTE> | undefined)?.workspace === true;
}

/** Whether the page is one of the screens of work (which only signed-in users see). */
export function useIsWorkspaceRoute(): boolean {
  return useMatches().some(isWorkspaceMatch);
}
