import {
  type ColumnMapping,
  guessMapping,
  type ImportJob,
  type ImportMode,
  type ImportRequest,
} from '@kira/core/csv-import';
import { Stepper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../lib/api/api-error.ts';
import { useImportJob } from '../api/get-import-job.ts';
import { startImport } from '../api/start-import.ts';
import { useDryRun } from '../api/use-dry-run.ts';
import type { ImportEntity } from '../import-entity.ts';
import { previewImport } from '../import-preview.ts';
import { MappingStep } from './mapping-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { ReportStep } from './report-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { type LoadedFile, UploadStep } from './upload-step.tsx';

const STEP = { file: 0, columns: 1, check: 2, run: 3, report: 4 } as const;

/**
 * File, columns, check, review, report. The file is read and every row checked in the browser
 * with the server's own rules; the server then says what it would change in the records it
 * already has (a dry run), and imports it as a job this screen follows.
 */
export function ImportWizard<T>({ entity }: { entity: ImportEntity<T> }) {
  const queryClient = useQueryClient();
  const [active, setActive] = useState<number>(STEP.file);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [mode, setMode] = useState<ImportMode>('valid-rows');
  const [clearBlanks, setClearBlanks] = useState(false);
  const [started, setStarted] = useState<ImportJob | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const job = useImportJob(started);
  const current = job.data ?? null;
  const finished = current !== null && current.status !== 'running';

  const preview = useMemo(
    () => (file && active >= STEP.check ? previewImport(file.csv.records, mapping, entity) : null),
    [file, mapping, entity, active],
  );

  const reviewing = active === STEP.run;
  const request = useMemo<Omit<ImportRequest, 'run'> | null>(
    () => (file && reviewing ? { csv: file.text, mapping, mode, clearBlanks } : null),
    [file, mapping, mode, clearBlanks, reviewing],
  );
  const review = useDryRun(entity.endpoint, request);

  useEffect(() => {
    if (!finished) return;
    setActive(STEP.report);
    // The lists (and the contact tags) show what the import wrote.
    void queryClient.invalidateQueries({ queryKey: [entity.key] });
  }, [finished, queryClient, entity.key]);

  function loaded(next: LoadedFile | null) {
    setFile(next);
    setMapping(next ? guessMapping(entity.fields, next.csv.headers) : {});
  }

  async function start() {
    if (!request) return;
    setFailure(null);
    setStarting(true);
    try {
      setStarted(await startImport(entity.endpoint, { ...request, run: 'commit' }));
    } catch (error) {
      console.error('Starting the import failed', error);
      setFailure(errorText(error, 'Could not start the import'));
    } finally {
      setStarting(false);
    }
  }

  function again() {
    setStarted(null);
    setFile(null);
    setMapping({});
    setClearBlanks(false);
    setFailure(null);
    setActive(STEP.file);
  }

  const locked = started !== null;
  return (
    <Stepper
      active={active}
      onStepClick={(step) => (locked ? undefined : setActive(step))}
      allowNextStepsSelect={false}
      size="sm"
    >
      <Stepper.Step label="File" description="Choose a CSV file" allowStepSelect={!locked}>
        <UploadStep
          entity={entity}
          file={file}
          onLoaded={loaded}
          onNext={() => setActive(STEP.columns)}
        />
      </Stepper.Step>
      <Stepper.Step label="Columns" description="Match them" allowStepSelect={!locked}>
        {file ? (
          <MappingStep
            entity={entity}
            headers={file.csv.headers}
            firstRecord={file.csv.records[0]}
            mapping={mapping}
            onChange={setMapping}
            onBack={() => setActive(STEP.file)}
            onNext={() => setActive(STEP.check)}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step label="Check" description="Preview the rows" allowStepSelect={!locked}>
        {preview ? (
          <PreviewStep
            entity={entity}
            preview={preview}
            onBack={() => setActive(STEP.columns)}
            onNext={() => setActive(STEP.run)}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step label="Review" description="See the changes, import" allowStepSelect={!locked}>
        {preview ? (
          <ReviewStep
            entity={entity}
            preview={preview}
            mode={mode}
            onMode={setMode}
            clearBlanks={clearBlanks}
            onClearBlanks={setClearBlanks}
            review={review}
            onStart={() => void start()}
            onBack={() => setActive(STEP.check)}
            starting={starting}
            failure={
              failure ?? (job.isError ? errorText(job.error, 'Lost track of the import') : null)
            }
            job={current}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step label="Report" description="What was done" allowStepSelect={false}>
        {current && finished ? <ReportStep entity={entity} job={current} onAgain={again} /> : null}
      </Stepper.Step>
    </Stepper>
  );
}
