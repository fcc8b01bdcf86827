import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A yellow warning beside a field that does not stop the form (a UEN whose check letter looks
 * wrong). Put it in the input's `description`, so it is announced with the field.
 */
export function FieldWarning({ children }: { children: ReactNode }) {
  return (
    <Text
      span
      size="sm"
      display="block"
      mt={4}
      px="xs"
      py={4}
      bg="saffron.0"
      c="saffron.9"
      data-testid="field-warning"
      style={{ borderLeft: '3px solid var(--mantine-color-saffron-5)', borderRadius: 4 }}
    >
      {children}
    </Text>
  );
}
