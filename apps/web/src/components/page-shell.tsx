import { Container, type ContainerProps, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useInWorkspace } from '../lib/layout/in-workspace.ts';

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

/**
 * The frame of every screen except the landing page: a container, the h1 and a lead. A screen
 * of work (side navigation beside it) has a title sized for work, close under the header; the
 * public pages keep the large one.
 */
export function PageShell({ title, lead, size = 'md', children, testId }: PageShellProps) {
  useDocumentTitle(`${title} · Kira`);
  const work = useInWorkspace();
  return (
    <Container
      size={size}
      py={work ? { base: 'md', sm: 'lg' } : { base: 32, sm: 56 }}
      w="100%"
      data-testid={testId}
    >
      <Stack gap={work ? 4 : 'xs'} mb={work ? 'lg' : 'xl'}>
        <Title order={1} size={work ? 'h3' : undefined}>
          {title}
        </Title>
        {lead ? (
          <Text size={work ? 'sm' : 'lg'} c="dimmed" maw={720}>
            {lead}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Container>
  );
}
