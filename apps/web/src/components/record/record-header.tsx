import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface RecordHeaderProps {
  /** What the record is, e.g. "Customer" or "Service". */
  kind: string;
  /** A state worth a badge of its own ("Archived", "Retired"), or null. */
  status: { label: string; testId: string } | null;
  /** The record's actions, when the user may take them. */
  actions: ReactNode;
}

/** The line above a record's form: its kind and state as badges, its actions on the right. */
export function RecordHeader({ kind, status, actions }: RecordHeaderProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Badge variant="outline" color="ink.8" tt="none">
          {kind}
        </Badge>
        {status ? (
          <Badge variant="outline" color="ink.7" tt="none" data-testid={status.testId}>
            {status.label}
          </Badge>
        ) : null}
      </Group>
      {actions}
    </Group>
  );
}
