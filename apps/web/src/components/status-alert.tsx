import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusAlertProps {
  /**
   * An error shows in red and is announced at once; a success in green, politely; a warning
   * (it worked, with a caveat: a mail that is late) in amber, politely.
   */
  kind: 'error' | 'success' | 'warning';
  title?: string;
  children: ReactNode;
}

// Mantine's light alerts colour their text with shade 6, under 4.5:1 on their own background;
// these dark shades keep the red, green and amber readable (over 6:1).
const TEXT_COLOR = { error: '#8a1c1c', success: '#1b5e20', warning: '#6b4100' } as const;
const COLOR = { error: 'red', success: 'green', warning: 'yellow' } as const;

/** The answer to something the user did: the server's message in red, a green success, or amber. */
export function StatusAlert({ kind, title, children }: StatusAlertProps) {
  const error = kind === 'error';
  return (
    <Alert
      color={COLOR[kind]}
      variant="light"
      role={error ? 'alert' : 'status'}
      title={title}
      styles={{ title: { color: TEXT_COLOR[kind] } }}
    >
      <Text size="sm" c={TEXT_COLOR[kind]}>
        {children}
      </Text>
    </Alert>
  );
}
