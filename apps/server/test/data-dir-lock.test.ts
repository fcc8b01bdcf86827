import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
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

  it('refuses a directory another running process holds, with a clear message', () => {
    const dir = freshDir();
    const holder = liveProcess();
    writeFileSync(join(dir, 'kira.lock'), JSON.stringify({ pid: holder.pid, host: 'here' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Kira server (pid ${holder.pid})`);
    expect(JSON.parse(readFileSync(join(dir, 'kira.lock'), 'utf8')).pid).toBe(holder.pid);
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
    const holder = liveProcess();
    writeFileSync(lock.path, JSON.stringify({ pid: holder.pid, host: 'here' }));
    lock.release();
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(holder.pid);
  });
});
