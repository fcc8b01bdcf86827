import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  commandOf,
  isKiraCommand,
  ownIdentity,
  processState,
  startTicksOf,
} from './process-identity.ts';

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

/** Older versions wrote only `pid` and `host`; those locks are still read. */
interface LockHolder {
  pid: number;
  host: string;
  /** The holder's start time (clock ticks since boot): a later process with its pid differs. */
  startTicks?: number;
  command?: string[];
}

/**
 * Takes the data directory for this process. PGlite is one process's database: a second
 * process opening the same directory loses data silently, so it is refused here. A lock left
 * behind by a process that no longer runs is taken over: one whose pid is gone, a zombie, or a
 * pid that now belongs to another program (pids are reused after a crash and a reboot).
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
  const holder: LockHolder = { ...ownIdentity(), host: hostname() };
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
}

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      host: parsed.host ?? '',
      ...(typeof parsed.startTicks === 'number' ? { startTicks: parsed.startTicks } : {}),
    };
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  // This process takes the lock once, so a lock naming its own pid was left by an earlier
  // process that had the same pid (a restarted container is pid 1 again).
  if (holder.pid === process.pid) return false;
  const state = processState(holder.pid);
  if (state === 'gone' || state === 'zombie') return false;
  if (state === 'unknown') return true;
  if (holder.startTicks !== undefined) {
    const now = startTicksOf(holder.pid);
    return now === undefined || now === holder.startTicks;
  }
  // A lock of the older format: the pid's program tells whether it is still a Kira server.
  const command = commandOf(holder.pid);
  return command === undefined || isKiraCommand(command);
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
