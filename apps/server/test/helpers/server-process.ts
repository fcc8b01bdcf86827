import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Kira's server as a process of its own, as `npm start` runs it (through tsx). */
const mainScript = new URL('../../src/main.ts', import.meta.url).pathname;
const running: ChildProcess[] = [];

/** Kills every server a test started (for afterAll). */
export function stopServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function waitHealthy(port: number, started: Started) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return res.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy in time: ${started.output()}`);
}
