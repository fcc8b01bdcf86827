import { Button, FileInput, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { importedSummary, importPercent, importProgressText } from '../company-import-summary.ts';
import { useCompanyImport } from '../use-company-import.ts';
import { useSwitchCompany } from '../use-switch-company.ts';

/**
 * A new company made of an archive that Export company wrote, on this Kira or another: pick
 * the file, follow the import, then open the company.
 */
export function ImportCompanyCard() {
  const [archive, setArchive] = useState<File | null>(null);
  const { start, uploading, job, running, failure } = useCompanyImport();
  const switching = useSwitchCompany();
  const made = job?.status === 'done' ? job.company : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (archive) void start(archive);
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" data-testid="import-company">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            Import from an archive
          </Title>
          <Text size="sm" c="dimmed">
            Moving from another Kira, or restoring a backup? Choose the archive that Export company
            made. Kira makes a new company of it with all its records and files; you become its
            Founder, its members who have an account here join with the access they had, and the
            others are invited by e-mail.
          </Text>
          <FileInput
            label="Company archive"
            description="The .zip file, up to 1 GB."
            placeholder="Choose a file"
            accept=".zip,application/zip"
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            value={archive}
            onChange={setArchive}
            disabled={running}
          />
          {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
          {uploading ? (
            <Text size="sm" role="status">
              Sending the archive to Kira...
            </Text>
          ) : null}
          {job?.status === 'running' ? (
            <Stack gap={4}>
              <Progress
                value={importPercent(job)}
                aria-label="Import progress"
                size="lg"
                animated
                striped
              />
              <Text size="sm" role="status">
                Importing: {importProgressText(job)}.
              </Text>
            </Stack>
          ) : null}
          {made && job ? (
            <Stack gap="sm">
              <StatusAlert kind="success">{importedSummary(job)}</StatusAlert>
              {switching.error ? <StatusAlert kind="error">{switching.error}</StatusAlert> : null}
              <Button
                onClick={() => void switching.switchTo(made.tenantId)}
                loading={switching.pendingId !== null}
              >
                Open {made.name}
              </Button>
            </Stack>
          ) : (
            <Button type="submit" variant="default" disabled={!archive} loading={running}>
              Import company
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
