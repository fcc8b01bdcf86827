import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  /** What this screen will do once its feature arrives. */
  children: ReactNode;
  /** Short headline, e.g. "Signing in arrives in the next release". */
  title: string;
}

/** Says plainly that a screen's feature is not built yet; never a form that pretends to work. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <Alert variant="light" color="saffron" title={title} data-testid="coming-soon" maw={720}>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}
