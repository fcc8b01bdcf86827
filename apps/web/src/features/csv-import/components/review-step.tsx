import {
  IMPORT_MODES,
  type ImportJob,
  type ImportMode,
  type ImportReport,
} from '@kira/core/csv-import';
import { Button, Checkbox, Group, Loader, Progress, Radio, Stack, Text } from '@mantine/core';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { ImportEntity } from '../import-entity.ts';
import { importButtonLabel, importCountsOf, reviewSummaryOf } from '../import-summary.ts';
import { ChangesTable } from './changes-table.tsx';
import { ProblemsTable } from './problems-table.tsx';

/** What the server's dry run of the import answered so far. */
export interface Review {
  report: ImportReport | null;
  checking: boolean;
  failure: string | null;
}

interface ReviewStepProps<T> {
  entity: ImportEntity<T>;
  /** The file's rows, and how many the preview found would be rejected. */
  preview: { total: number; rejectedRows: number };
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  clearBlanks: boolean;
  onClearBlanks: (clear: boolean) => void;
  review: Review;
  onStart: () => void;
  onBack: () => void;
  starting: boolean;
  failure: string | null;
  job: ImportJob | null;
}

/**
 * Step 4: the choices, what the server says they would do to the records already in Kira (a
 * dry run, asked again whenever a choice changes), then the import with its progress.
 */
export function ReviewStep<T>(props: ReviewStepProps<T>) {
  const { entity, preview, mode, clearBlanks, review, job, starting } = props;
  const running = job !== null;
  const percent = job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  const report = review.report;
  const counts = importCountsOf(preview, report);

  return (
    <Stack gap="md">
      <Radio.Group
        label="If some rows are rejected"
        value={mode}
        onChange={(value) => props.onMode(value as ImportMode)}
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
      <Checkbox
        label="Clear fields left blank in the file"
        description={`On a ${entity.singular} already in Kira, a blank cell empties that field. Unticked, a blank cell keeps what Kira has. Required fields, and those never empty (such as a role or a tax code), are always kept.`}
        checked={clearBlanks}
        onChange={(event) => props.onClearBlanks(event.currentTarget.checked)}
        disabled={running}
      />
      {review.checking ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            Checking the file against the {entity.listName}…
          </Text>
        </Group>
      ) : null}
      {review.failure ? <StatusAlert kind="error">{review.failure}</StatusAlert> : null}
      {report ? (
        <Stack gap="md" data-testid="import-review">
          <Text size="sm" role="status" data-testid="import-review-summary">
            {reviewSummaryOf(report)}
          </Text>
          <ChangesTable
            title={`Changes to ${entity.plural} already in Kira`}
            report={report}
            fields={entity.fields}
            testId="import-review-changes"
          />
          <ProblemsTable
            title="Rows that will be rejected"
            problems={report.rejected}
            fields={entity.fields}
          />
          <ProblemsTable title="Warnings" problems={report.warnings} fields={entity.fields} />
        </Stack>
      ) : null}
      {props.failure ? <StatusAlert kind="error">{props.failure}</StatusAlert> : null}
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
        <Button variant="default" onClick={props.onBack} disabled={running || starting}>
          Back
        </Button>
        <Button
          onClick={props.onStart}
          loading={starting || running}
          disabled={review.checking || report?.applied === false || counts.importing === 0}
        >
          {importButtonLabel(counts)}
        </Button>
      </Group>
    </Stack>
  );
}
