import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaultWatch } from './fault-watch.ts';

function watch() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    error: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'error', fields, message }),
    warn: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', fields, message }),
  };
  const faults = new FaultWatch({
    log: log as never,
    describe: (fault) => (fault === 'storage-full' ? { freeBytes: 0 } : {}),
    settleMs: 5_000,
  });
  return { faults, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FaultWatch', () => {
  it('logs an outage once when it starts and once when it has been over for a while', () => {
    vi.useFakeTimers();
    const { faults, lines } = watch();
    for (let i = 0; i < 50; i++) faults.failed({ fault: 'storage-full', code: 'ENOSPC' });
    expect(lines).toEqual([
      {
        level: 'error',
        fields: { fault: 'storage-full', code: 'ENOSPC', freeBytes: 0 },
        message: expect.stringContaining('storage is full'),
      },
    ]);
    expect(faults.isFailing('storage-full')).toBe(true);
    expect(faults.isFailing('database-unreachable')).toBe(false);

    faults.recovered('storage-full');
    expect(faults.isFailing('storage-full')).toBe(false);
    vi.advanceTimersByTime(4_000);
    // A failure before it settled: the same outage goes on.
    faults.failed({ fault: 'storage-full', code: 'ENOSPC' });
    faults.recovered('storage-full');
    vi.advanceTimersByTime(4_999);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 'warn',
      fields: { fault: 'storage-full', refused: 51 },
      message: expect.stringContaining('Writes succeed again'),
    });

    faults.failed({ fault: 'storage-full', code: '53100' });
    expect(lines).toHaveLength(3);
    faults.close();
  });

  it('keeps the database and the disk apart, and ignores a recovery without an outage', () => {
    vi.useFakeTimers();
    const { faults, lines } = watch();
    faults.recovered('database-unreachable');
    faults.failed({ fault: 'database-unreachable', code: '57P01' });
    faults.failed({ fault: 'storage-full', code: 'ENOSPC' });
    expect(lines.map((line) => line.fields.fault)).toEqual([
      'database-unreachable',
      'storage-full',
    ]);
    faults.recovered('database-unreachable');
    vi.advanceTimersByTime(5_000);
    expect(lines.map((line) => line.level)).toEqual(['error', 'error', 'warn']);
    expect(faults.isFailing('storage-full')).toBe(true);
    faults.close();
  });
});
