import type { ImportJob } from '@kira/core/csv-import';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { ImportEntity } from '../import-entity.ts';
import { rejectedRowsOf, summaryOf } from '../import-summary.ts';
import { ChangesTable } from './changes-table.tsx';
import { ProblemsTable } from './problems-table.tsx';

interface ReportStepProps<T> {
  entity: ImportEntity<T>;
  job: ImportJob;
  onAgain: () => void;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value.toLocaleString('en-SG')}
      </Text>
    </Paper>
  );
}

/** Step 5: what the import did: created, updated, rejected rows with why, warnings. */
export function ReportStep<T>({ entity, job, onAgain }: ReportStepProps<T>) {
  const report = job.report;
  const rejectedRows = report ? rejectedRowsOf(report) : 0;

  return (
    <Stack gap="md" data-testid="import-report">
      {job.status === 'failed' ? (
        <StatusAlert kind="error" title="The import failed">
          {job.error ?? 'Something went wrong on the server.'} Nothing was imported: you can try
          again.
        </StatusAlert>
      ) : null}
      {report && !report.applied ? (
        <StatusAlert kind="error" title="Nothing was imported">
          Some rows were rejected and you chose to import nothing unless every row is valid. Fix the
          rows below and import the file again.
        </StatusAlert>
      ) : null}
      {report?.applied ? (
        <StatusAlert kind="success" title="Import done">
          {summaryOf(report.created, report.updated, report.unchanged, rejectedRows)}
        </StatusAlert>
      ) : null}
      {report ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="import-figures">
          <Figure label="Rows in the file" value={report.rows} />
          <Figure label="Created" value={report.created} />
          <Figure label="Updated" value={report.updated} />
          <Figure label="Unchanged" value={report.unchanged} />
          <Figure label="Rows rejected" value={rejectedRows} />
        </SimpleGrid>
      ) : null}
      {report ? (
        <>
          <ChangesTable title="What changed" report={report} fields={entity.fields} />
          <ProblemsTable
            title="Rejected rows"
            problems={report.rejected}
            fields={entity.fields}
            testId="import-rejected"
          />
          <ProblemsTable title="Warnings" problems={report.warnings} fields={entity.fields} />
        </>
      ) : null}
      <Group>
        <Button component={Link} to={entity.listPath}>
          Back to the {entity.listName}
        </Button>
        <Button variant="default" onClick={onAgain}>
          Import another file
        </Button>
      </Group>
    </Stack>
  );
}
