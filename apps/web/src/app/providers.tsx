import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FirstScreenSeed, seededQueryClient } from '../first-screen/seed.ts';
import { AuthContextProvider } from '../lib/auth/auth-context.tsx';
import { ServerRenderContext } from '../lib/layout/server-render.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({
  children,
  seed,
}: {
  children: ReactNode;
  seed?: FirstScreenSeed | undefined;
}) {
  const [queryClient] = useState(() => seededQueryClient(seed));
  const [serverRender] = useState(() => (seed ? { phone: seed.phone, at: seed.at } : undefined));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <AuthContextProvider me={seed?.me}>
          <ServerRenderContext.Provider value={serverRender}>
            {children}
          </ServerRenderContext.Provider>
        </AuthContextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
