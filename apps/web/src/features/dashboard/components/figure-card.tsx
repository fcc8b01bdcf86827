import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FigureCardProps {
  title: string;
  /** The figure, formatted (S$1,234.50). */
  figure: string;
  /** The filtered list behind it. */
  to: string;
  /** What the link says to a screen reader, e.g. "Receivables outstanding: S$1,234.50". */
  linkLabel?: string;
  children?: ReactNode;
}

/** One figure of the dashboard, which opens the list it was counted from. */
export function FigureCard({ title, figure, to, linkLabel, children }: FigureCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        <Anchor
          component={Link}
          to={to}
          fz="xl"
          fw={700}
          underline="hover"
          aria-label={linkLabel ?? `${title}: ${figure}`}
        >
          {figure}
        </Anchor>
        {children}
      </Stack>
    </Paper>
  );
}
