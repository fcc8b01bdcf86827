import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';
import { PHONE_QUERY } from './phone-query.ts';

/**
 * On the server, which has no screen, whether the browser is a phone as it guessed from the
 * request (first-screen.ts); the browser reads its own screen and hydrates a server's render
 * only when the guess was right (main.tsx).
 */
export const PhoneGuessContext = createContext(false);

/** Whether the screen is a phone's (PHONE_QUERY), read at once: no first render at another width. */
export function usePhone(): boolean {
  const guess = useContext(PhoneGuessContext);
  // Mantine's hook starts from the value given only when told to read the screen in an effect.
  const onServer = typeof window === 'undefined';
  return useMediaQuery(PHONE_QUERY, onServer ? guess : undefined, {
    getInitialValueInEffect: onServer,
  });
}
