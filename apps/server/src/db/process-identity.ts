import { readFileSync } from 'node:fs';

/**
 * What tells one process from another that later got the same pid: its start time in clock
 * ticks since boot (field 22 of /proc/<pid>/stat), and its command line. Linux only; elsewhere
 * (no /proc) both are unknown and a pid is all there is.
 */
export interface ProcessIdentity {
  pid: number;
  /** Undefined when /proc cannot tell. */
  startTicks?: number;
  command?: string[];
}

export type ProcessState = 'running' | 'zombie' | 'gone' | 'unknown';

export function ownIdentity(): ProcessIdentity {
  return {
    pid: process.pid,
    startTicks: readStat(process.pid)?.startTicks,
    command: readCommand(process.pid),
  };
}

/** `zombie`: exited but not yet reaped; `kill(pid, 0)` still succeeds on it, yet it is dead. */
export function processState(pid: number): ProcessState {
  const stat = readStat(pid);
  if (stat) return stat.state === 'Z' || stat.state === 'X' ? 'zombie' : 'running';
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'running' : 'gone';
  }
  return hasProc() ? 'gone' : 'unknown';
}

export function startTicksOf(pid: number): number | undefined {
  return readStat(pid)?.startTicks;
}

export function commandOf(pid: number): string[] | undefined {
  return readCommand(pid);
}

/**
 * Whether a command line runs a Kira server or Kira's admin command: `npm start`'s
 * scripts/start.mjs, the built apps/server/dist/main.mjs, or the sources through tsx.
 */
export function isKiraCommand(command: string[]): boolean {
  return command.some((arg) =>
    /(^|\/)(scripts\/start\.mjs|apps\/server\/dist\/main\.mjs|dist\/main\.mjs|src\/main\.ts|src\/cli\/admin\.ts)$/.test(
      arg,
    ),
  );
}

function readStat(pid: number): { state: string; startTicks: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name in parentheses may itself hold spaces and parentheses: split after the last.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const startTicks = Number(fields[19]);
  return { state: fields[0] ?? '', startTicks };
}

function readCommand(pid: number): string[] | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter((arg) => arg.length > 0);
  } catch {
    return undefined;
  }
}

function hasProc(): boolean {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}
