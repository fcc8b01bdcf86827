import { Container, type ContainerProps, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageShellProps {
  /** The page's one h1, also used for the browser tab title. */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  size?: ContainerProps['size'];
  children?: ReactNode;
  /** A test id for the whole screen (h1 included). */
  testId?: string;
}

/** The frame of every screen except the landing page: a container, the h1 and a lead. */
export function PageShell({ title, lead, size = 'md', children, testId }: PageShellProps) {
  useDocumentTitle(`${title} · Kira`);
  return (
    <Container size={size} py={{ base: 32, sm: 56 }} w="100%" data-testid={testId}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{title}</Title>
        {lead ? (
          <Text size="lg" c="dimmed" maw={720}>
            {lead}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Container>
  );
}
