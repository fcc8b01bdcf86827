import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What `npm start` runs after `node`: its V8 flags, then its script. */
const startArguments = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))
  .scripts.start.split(' ')
  .slice(1);

/**
 * Starts `npm start`'s command as a child and resolves when /api/health first answers 200.
 * With `keepStdout`, the server's log (stdout) is kept for `stdout()`.
 */
export async function startKira(env, { keepStdout = false } = {}) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, startArguments, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  while (true) {
    if (child.exitCode !== null) throw new Error(`Kira exited: ${stderr}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const msToHealthy = performance.now() - startedAt;
  return {
    port,
    child,
    msToHealthy,
    stdout: () => stdout,
    rssMiB: () => rssMiB(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value below which `p` (0-1) of the values lie (nearest rank). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** User and system CPU of a process so far, in clock ticks (1/100 s on Linux). */
export function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
