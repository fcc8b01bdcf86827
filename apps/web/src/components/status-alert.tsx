import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusAlertProps {
  /** An error shows in red and is announced at once; a success in green, politely. */
  kind: 'error' | 'success';
  title?: string;
  children: ReactNode;
}

// Mantine's light alerts colour their text with shade 6, under 4.5:1 on their own background;
// these dark shades keep the red and green readable (over 6:1).
const TEXT_COLOR = { error: '#8a1c1c', success: '#1b5e20' } as const;

/** The answer to something the user did: the server's message in red, or a green success. */
export function StatusAlert({ kind, title, children }: StatusAlertProps) {
  const error = kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
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
