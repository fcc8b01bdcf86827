import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { processState, startTicksOf } from '../src/db/process-identity.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** A process whose command line is a Kira server's (`node …/scripts/start.mjs`). */
function liveKiraLookalike(): ChildProcess {
  const scripts = join(freshDir(), 'scripts');
  mkdirSync(scripts);
  writeFileSync(join(scripts, 'start.mjs'), 'setInterval(() => {}, 1000);');
  const child = spawn(process.execPath, [join(scripts, 'start.mjs')], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/**
 * A child that has exited but is never reaped: its parent execs `sleep`, which never waits for
 * it. The child exits only once the parent has become `sleep` (the test then makes `go`).
 */
async function zombiePid(): Promise<number> {
  const go = join(freshDir(), 'go');
  const child = `while [ ! -e '${go}' ]; do sleep 0.05; done`;
  const parent = spawn('sh', ['-c', `sh -c "${child}" & echo $!; exec sleep 600`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(parent);
  const pid = await new Promise<number>((resolve) =>
    parent.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  await expect
    .poll(() => readFileSync(`/proc/${parent.pid}/cmdline`, 'utf8'), { timeout: 30_000 })
    .toMatch(/^sleep/);
  writeFileSync(go, '');
  await expect.poll(() => processState(pid), { timeout: 30_000 }).toBe('zombie');
  return pid;
}

function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', () => resolve(child.pid as number)));
}

function freshDir() {
  return mkdtempSync(join(tmpdir(), 'kira-lock-'));
}

describe('lockDataDir', () => {
  it('takes a free directory and releases it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('records who holds it: pid, start time and command line', () => {
    const lock = lockDataDir(freshDir());
    const holder = JSON.parse(readFileSync(lock.path, 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, startTicks: startTicksOf(process.pid) });
    expect(holder.command).toEqual(expect.arrayContaining([process.execPath]));
    lock.release();
  });

  it('refuses a directory a live Kira server holds (lock of the older format), with a clear message', () => {
    const dir = freshDir();
    const holder = liveKiraLookalike();
    writeFileSync(join(dir, 'kira.lock'), JSON.stringify({ pid: holder.pid, host: 'here' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Kira server (pid ${holder.pid})`);
    expect(JSON.parse(readFileSync(join(dir, 'kira.lock'), 'utf8')).pid).toBe(holder.pid);
  });

  it('refuses a directory held by a live process whose start time the lock names', () => {
    const dir = freshDir();
    const holder = liveProcess();
    const startTicks = startTicksOf(holder.pid as number);
    writeFileSync(
      join(dir, 'kira.lock'),
      JSON.stringify({ pid: holder.pid, host: 'h', startTicks }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose pid now belongs to another program (older format)', () => {
    const dir = freshDir();
    const other = liveProcess();
    writeFileSync(join(dir, 'kira.lock'), JSON.stringify({ pid: other.pid, host: 'here' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid was reused by a process started later', () => {
    const dir = freshDir();
    const holder = liveKiraLookalike();
    const startTicks = (startTicksOf(holder.pid as number) ?? 0) - 1;
    writeFileSync(
      join(dir, 'kira.lock'),
      JSON.stringify({ pid: holder.pid, host: 'h', startTicks }),
    );
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock held by a zombie (killed, not yet reaped)', async () => {
    const dir = freshDir();
    const pid = await zombiePid();
    writeFileSync(join(dir, 'kira.lock'), JSON.stringify({ pid, host: 'here' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left by a process that has died', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'kira.lock'), JSON.stringify({ pid: await deadPid(), host: 'here' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock that is empty or unreadable (a crash while writing it)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'kira.lock'), '');
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('does not release a lock another process took over', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const holder = liveKiraLookalike();
    writeFileSync(lock.path, JSON.stringify({ pid: holder.pid, host: 'here' }));
    lock.release();
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(holder.pid);
  });
});
