import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DocumentSectionProps {
  /** Names its test id and title id: `document-${name}`. */
  name: string;
  title: string;
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/** A titled section under a document (its chain, e-mails, attachments, history). */
export function DocumentSection({ name, title, gap = 'md', children }: DocumentSectionProps) {
  const titleId = `document-${name}-title`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      data-testid={`document-${name}`}
    >
      <Stack gap={gap}>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
