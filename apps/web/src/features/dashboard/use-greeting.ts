import { useContext, useSyncExternalStore } from 'react';
import { ServerRenderContext } from '../../lib/layout/server-render.ts';
import { greetingFor } from './greeting.ts';

const noChanges = () => () => {};

/**
 * The greeting for now. A dashboard rendered by the server is taken over with the server's
 * greeting (React reads the server's value while hydrating), so a page rendered at 11:59 and
 * hydrated at 12:00 still matches its HTML; the browser's own follows at once.
 */
export function useGreeting(): string {
  const renderedAt = useContext(ServerRenderContext)?.at;
  return useSyncExternalStore(
    noChanges,
    () => greetingFor(new Date()),
    () => greetingFor(renderedAt === undefined ? new Date() : new Date(renderedAt)),
  );
}
