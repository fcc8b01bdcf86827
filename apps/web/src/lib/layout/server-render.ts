import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';
import { PHONE_QUERY } from './phone-query.ts';

/**
 * What a first screen rendered by the server was rendered for (first-screen/seed.ts): whether
 * the browser is a phone, as the server guessed from the request, and the server's clock.
 * Undefined when the app did not start from such a screen.
 */
export interface ServerRender {
  phone: boolean;
  at: number;
}

export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

/**
 * Whether the screen is a phone's (PHONE_QUERY), read at once: no first render at another width.
 * The server, which has no screen, takes its guess; the browser hydrates a server's render only
 * when the guess was right (main.tsx).
 */
export function usePhone(): boolean {
  const guess = useContext(ServerRenderContext)?.phone ?? false;
  // Mantine's hook starts from the value given only when told to read the screen in an effect.
  const onServer = typeof window === 'undefined';
  return useMediaQuery(PHONE_QUERY, onServer ? guess : undefined, {
    getInitialValueInEffect: onServer,
  });
}
