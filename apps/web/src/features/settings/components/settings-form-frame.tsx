import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { FormOutcome } from '../use-settings-form.ts';

interface SettingsFormFrameProps {
  /** The form's heading (an h3), also its accessible name. */
  title: string;
  id: string;
  canWrite: boolean;
  /** The company itself is read-only (the demo): the settings layout already says so. */
  companyReadOnly: boolean;
  pending: boolean;
  outcome: FormOutcome;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  saveLabel?: string;
  testId?: string;
}

/**
 * A card holding one settings form: its fields, then Save with its loading state and the
 * outcome (green when saved, the server's message in red). Without write access there is no
 * Save, and a line says why the fields cannot be changed.
 */
export function SettingsFormFrame({
  title,
  id,
  canWrite,
  companyReadOnly,
  pending,
  outcome,
  onSubmit,
  children,
  saveLabel = 'Save changes',
  testId,
}: SettingsFormFrameProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid={testId}>
        <Stack gap="md">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          {canWrite || companyReadOnly ? null : (
            <Text size="sm" c="dimmed">
              You can view these settings; your access level in this company does not let you change
              them.
            </Text>
          )}
          {children}
          {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
          {canWrite ? (
            <Group>
              <Button type="submit" loading={pending}>
                {saveLabel}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
