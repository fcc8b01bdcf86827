// Kira shows every date on the Singapore clock (PRODUCT.md section 7), whatever the browser's
// own time zone. Cached formatters: building one costs far more than using it.
const dateFormat = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11-22T01:30:00Z` as `22 Nov 2026` (the Singapore day); unreadable input as it is. */
export function formatSingaporeDate(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : iso;
}

/** `2026-11-22T01:30:00Z` as `22 Nov 2026, 09:30` on the Singapore clock. */
export function formatSingaporeDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : iso;
}
