import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { OutcomeAlert } from '../outcome-alert.tsx';
import { StatusAlert } from '../status-alert.tsx';

interface RecordFormFrameProps {
  /** The form's accessible name, e.g. "Contact". */
  label: string;
  testId: string;
  canWrite: boolean;
  /** What the record is called where the form says it can only be viewed ("contact", "item"). */
  noun: string;
  /** A first message ("saved" just after creating), while it stands. */
  notice: string | undefined;
  outcome: Outcome | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields in one bordered card (a short form); without it they bring their own sections. */
  card?: boolean;
  children: ReactNode;
}

/**
 * A record's form around its fields: the first notice, the line saying it can only be viewed
 * (then every field is disabled), the outcome of the last save, and the submit button.
 */
export function RecordFormFrame({
  label,
  testId,
  canWrite,
  noun,
  notice,
  outcome,
  pending,
  submitLabel,
  onSubmit,
  card = false,
  children,
}: RecordFormFrameProps) {
  const body = (
    <Stack gap={card ? 'md' : 'lg'}>
      {notice ? <StatusAlert kind="success">{notice}</StatusAlert> : null}
      {canWrite ? null : (
        <Text size="sm" c="dimmed">
          {`You can view this ${noun}; your access level in this company does not let you change it.`}
        </Text>
      )}
      {children}
      <OutcomeAlert outcome={outcome} />
      {canWrite ? (
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} data-testid={testId}>
      <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {card ? (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            {body}
          </Paper>
        ) : (
          body
        )}
      </fieldset>
    </form>
  );
}
