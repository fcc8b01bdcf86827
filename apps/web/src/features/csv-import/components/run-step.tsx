import { IMPORT_MODES, type ImportJob, type ImportMode } from '@kira/core/csv-import';
import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { ImportEntity } from '../import-entity.ts';

interface RunStepProps<T> {
  entity: ImportEntity<T>;
  rows: number;
  rejectedRows: number;
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  onStart: () => void;
  onBack: () => void;
  starting: boolean;
  failure: string | null;
  job: ImportJob | null;
}

/** Step 4: what to do with rejected rows, then the import with its progress. */
export function RunStep<T>({
  entity,
  rows,
  rejectedRows,
  mode,
  onMode,
  onStart,
  onBack,
  starting,
  failure,
  job,
}: RunStepProps<T>) {
  const running = job !== null;
  const percent = job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;

  return (
    <Stack gap="md">
      <Radio.Group
        label="If some rows are rejected"
        description={
          rejectedRows > 0
            ? `${rejectedRows.toLocaleString('en-SG')} of ${rows.toLocaleString('en-SG')} rows would be rejected.`
            : 'Every row passed the checks; the server checks them again as it imports.'
        }
        value={mode}
        onChange={(value) => onMode(value as ImportMode)}
      >
        <Stack gap="xs" mt="xs">
          {IMPORT_MODES.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={running}
            />
          ))}
        </Stack>
      </Radio.Group>
      {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
      {job ? (
        <Stack gap={6} data-testid="import-progress">
          <Progress value={percent} aria-label="Import progress" size="lg" animated striped />
          <Text size="sm" role="status">
            Importing {entity.plural}: {job.processed.toLocaleString('en-SG')} of{' '}
            {job.total.toLocaleString('en-SG')} rows.
          </Text>
        </Stack>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={running || starting}>
          Back
        </Button>
        <Button onClick={onStart} loading={starting || running}>
          Import {rows.toLocaleString('en-SG')} rows
        </Button>
      </Group>
    </Stack>
  );
}
