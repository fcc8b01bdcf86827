import { MAX_IMPORT_BYTES } from '@kira/core/csv-import';
import { Alert, Button, Group, Input, List, Stack, Text } from '@mantine/core';
import Papa from 'papaparse';
import { type ChangeEvent, useId, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { type CsvFile, parseCsv } from '../csv-file.ts';
import type { ImportEntity } from '../import-entity.ts';

/** A file chosen for import: its name, its text (sent as it is) and what was read from it. */
export interface LoadedFile {
  name: string;
  text: string;
  csv: CsvFile;
}

interface UploadStepProps<T> {
  entity: ImportEntity<T>;
  file: LoadedFile | null;
  onLoaded: (file: LoadedFile | null) => void;
  onNext: () => void;
}

function downloadTemplate(entity: Pick<ImportEntity<unknown>, 'fields' | 'key'>) {
  const csv = Papa.unparse([entity.fields.map((field) => field.label)]);
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}\r\n`], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kira-${entity.key}-template.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Step 1: choose a CSV file; it is read here in the browser before anything is sent. */
export function UploadStep<T>({ entity, file, onLoaded, onNext }: UploadStepProps<T>) {
  const inputId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    setFailure(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      onLoaded(null);
      setFailure('The file is over 20 MB: split it into smaller files.');
      return;
    }
    setReading(true);
    try {
      const text = await chosen.text();
      onLoaded({ name: chosen.name, text, csv: parseCsv(text) });
    } catch (error) {
      console.error('Reading the CSV file failed', error);
      onLoaded(null);
      setFailure('Could not read the file. Is it a CSV file saved as text (UTF-8)?');
    } finally {
      setReading(false);
    }
  }

  const ready = file !== null && file.csv.errors.length === 0;
  return (
    <Stack gap="md">
      <Text size="sm">
        Save your spreadsheet as CSV (UTF-8), with a first row naming the columns. Kira recognises
        its own headers and the usual other names; you can match the columns in the next step.{' '}
        {entity.matching}
      </Text>
      <Input.Wrapper
        label="CSV file"
        description="A .csv file of at most 20 MB."
        id={inputId}
        required
      >
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void handleChange(event)}
          data-testid="import-file"
          style={{ display: 'block', marginTop: 6, maxWidth: '100%' }}
        />
      </Input.Wrapper>
      <Group>
        <Button variant="subtle" size="xs" onClick={() => downloadTemplate(entity)}>
          Download an empty template
        </Button>
      </Group>
      {reading ? <Text size="sm">Reading the file…</Text> : null}
      {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
      {file ? (
        <Text size="sm" role="status" data-testid="import-file-summary">
          <strong>{file.name}</strong>: {file.csv.records.length.toLocaleString('en-SG')} rows,{' '}
          {file.csv.headers.length} columns.
        </Text>
      ) : null}
      {file && file.csv.errors.length > 0 ? (
        <StatusAlert kind="error">{file.csv.errors.join(' ')}</StatusAlert>
      ) : null}
      {file && file.csv.notices.length > 0 ? (
        <Alert color="saffron" variant="light" title="Some rows look uneven">
          <List size="sm" c="saffron.9">
            {file.csv.notices.map((notice) => (
              <List.Item key={notice}>{notice}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onNext} disabled={!ready}>
          Next: match columns
        </Button>
      </Group>
    </Stack>
  );
}
