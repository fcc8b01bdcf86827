import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FirstScreenSeed, seededQueryClient } from '../first-screen/seed.ts';
import { AuthContextProvider } from '../lib/auth/auth-context.tsx';
import { PhoneGuessContext } from '../lib/layout/use-phone.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({
  children,
  seed,
}: {
  children: ReactNode;
  seed?: FirstScreenSeed | undefined;
}) {
  const [queryClient] = useState(() => seededQueryClient(seed));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <AuthContextProvider me={seed?.me}>
          <PhoneGuessContext.Provider value={seed?.phone ?? false}>
            {children}
          </PhoneGuessContext.Provider>
        </AuthContextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
