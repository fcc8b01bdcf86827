import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Kira server (pid ${holderPid}). ` +
        'Two servers on one embedded database would corrupt it: stop the other server first, ' +
        'or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

interface LockHolder {
  pid: number;
  host: string;
}

/**
 * Takes the data directory for this process. PGlite is one process's database: a second
 * process opening the same directory loses data silently, so it is refused here. A lock left
 * behind by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, 'kira.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) return { path, release: () => releaseIfOurs(path) };
    const holder = readHolder(path);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    takeOverStaleLock(path, holder);
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing hands`);
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  const holder: LockHolder = { pid: process.pid, host: hostname() };
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
}

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: parsed.host ?? '' } : null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  // This process takes the lock once, so a lock naming its own pid was left by an earlier
  // process that had the same pid (a restarted container is pid 1 again).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes may find the same stale lock: a short-lived guard file lets only one of them
 * remove it, and it re-checks that the lock still names the dead holder before it does.
 */
function takeOverStaleLock(path: string, staleHolder: LockHolder | null): void {
  const guard = `${path}.takeover`;
  if (!tryCreate(guard)) {
    const guardHolder = readHolder(guard);
    if (guardHolder && isAlive(guardHolder)) return;
    rmSync(guard, { force: true });
    return;
  }
  try {
    const current = readHolder(path);
    if (current?.pid === staleHolder?.pid) rmSync(path, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

function releaseIfOurs(path: string): void {
  if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
}
