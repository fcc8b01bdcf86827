import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

/** The browser the benches drive: Debian's Chromium unless CHROMIUM_PATH says otherwise. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * What `npm start` runs after `node` (its script, and any flags it gives Node). With
 * `BENCH_PROFILE=<dir>`, every server the benches start writes a CPU profile there when it stops
 * (open it in Chrome's DevTools, or sum it with `node bench/profile-summary.mjs <file>`).
 */
const startArguments = [
  ...(process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : []),
  ...JSON.parse(readFileSync(`${root}package.json`, 'utf8'))
    .scripts.start.split(' ')
    .slice(1),
];

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
  return rssKiB(pid) / 1024;
}

/** A process's resident memory (VmRSS), in KiB. */
function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}

/**
 * The server's resident memory right after a load, then again every `everySeconds` while it
 * idles, until it is under `belowMB` or `maxSeconds` have passed; in MB (10^6 bytes), as the
 * targets are written. `idleSeconds`: how long it idled before the last sample.
 */
export async function rssAfterLoad(pid, { belowMB = 150, maxSeconds = 60, everySeconds = 5 } = {}) {
  const mb = () => (rssKiB(pid) * 1024) / 1e6;
  const afterLoad = mb();
  const startedAt = performance.now();
  let idle = afterLoad;
  let idleSeconds = 0;
  while (idle >= belowMB && idleSeconds < maxSeconds) {
    await sleep(Math.min(everySeconds, maxSeconds - idleSeconds) * 1000);
    idle = mb();
    idleSeconds = (performance.now() - startedAt) / 1000;
  }
  return { afterLoad, idle, idleSeconds };
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

/**
 * A process's CPU so far, in clock ticks (1/100 s on Linux): in its own code (user) and in the
 * kernel (system).
 */
export function cpuTimes(pid) {
  const { user, system } = procStat(pid);
  return { user, system };
}

/** A process's command name and CPU so far (clock ticks), from `/proc/<pid>/stat`. */
function procStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    user: Number(fields[11]),
    system: Number(fields[12]),
  };
}

/**
 * The CPU of each PostgreSQL process on the machine so far, in clock ticks, by pid: what the
 * database spent, beside the server and the load generator, on the cores they share.
 */
export function postgresTicks() {
  const ticks = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const { command, user, system } = procStat(pid);
      if (command === 'postgres') ticks.set(pid, user + system);
    } catch {
      // The process ended while it was being read.
    }
  }
  return ticks;
}

/**
 * The ticks PostgreSQL's processes spent between two `postgresTicks()`. A backend that ended
 * in between (a pool closing idle connections) takes its last ticks with it.
 */
export function postgresTicksSince(before) {
  let spent = 0;
  for (const [pid, ticks] of postgresTicks()) {
    const was = before.get(pid) ?? 0;
    spent += ticks >= was ? ticks - was : ticks; // fewer: a new process under a reused pid
  }
  return spent;
}

/**
 * The path of the verification link the server logged (no SMTP_URL set): the log names the
 * mail by its subject and links, never the address, so the bench signs up one user per server.
 */
export async function loggedVerificationLink(server) {
  for (let tries = 0; tries < 200; tries++) {
    const match = /https?:\/\/[^/\s"\\]+(\/api\/auth\/verify-email\?[^\s"\\]+)/.exec(
      server.stdout(),
    );
    if (match) return match[1];
    await sleep(50);
  }
  throw new Error('The server logged no verification link');
}

/**
 * Waits until the server (started with `keepStdout` and LOG_LEVEL info) has seeded the demo
 * company's documents, which the first start on a database does in the background. A bench's
 * setup server waits for it, so the measured server starts on a database whose seeding is done:
 * otherwise it would seed them again under the measured load (the seeding rolls back whole when
 * a server stops) and the first load would measure the seeding too.
 */
export async function demoSeeded(server, { timeoutMs = 120_000 } = {}) {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (server.stdout().includes("Seeded the demo company's documents")) return;
    await sleep(100);
  }
  throw new Error("The server did not log that it seeded the demo company's documents");
}
