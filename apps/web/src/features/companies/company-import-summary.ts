import { ARCHIVE_LIMITS, type CompanyImportJob } from '@kira/core/company-archive';

const count = (value: number) => value.toLocaleString('en-SG');

/** "Imported Tan Trading Pte. Ltd.: 2 members matched, 1 invited." once the job is done. */
export function importedSummary(job: Pick<CompanyImportJob, 'company' | 'members'>): string {
  const name = job.company?.name ?? 'the company';
  // A legal name often ends with its own full stop ("Pte. Ltd.").
  if (!job.members) return name.endsWith('.') ? `Imported ${name}` : `Imported ${name}.`;
  const { matched, invited } = job.members;
  return `Imported ${name}: ${count(matched)} ${matched === 1 ? 'member' : 'members'} matched, ${count(invited)} invited.`;
}

/** How far a running import is, in percent (0 until the server knows the total). */
export function importPercent(job: Pick<CompanyImportJob, 'processed' | 'total'>): number {
  if (job.total <= 0) return 0;
  return Math.min(100, Math.round((job.processed / job.total) * 100));
}

/** "1,234 of 5,678 records" for the progress bar's caption. */
export function importProgressText(job: Pick<CompanyImportJob, 'processed' | 'total'>): string {
  return `${count(job.processed)} of ${count(job.total)} records`;
}

/** Why this file is not worth sending (the server would refuse it); null when it may be. */
export function archiveFileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size > ARCHIVE_LIMITS.bytes)
    return `This file is larger than the ${count(ARCHIVE_LIMITS.bytes / (1024 * 1024))} MB Kira imports.`;
  return null;
}
