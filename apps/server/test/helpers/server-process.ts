import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildIsCurrent, builds } from '../../../../scripts/build-is-current.mjs';

/**
 * Node's arguments to run one of the server's entry points as `npm start` and `npm run admin`
 * do: from the server bundle (apps/server/dist/<name>.mjs), which `npm test` builds first; when
 * a source is newer than the bundle (a file run on its own after an edit), the sources through
 * tsx instead, which takes a few seconds more to start.
 */
export function serverEntryArguments(entry: keyof typeof entrySources): string[] {
  return buildIsCurrent(builds.server)
    ? [new URL(`../../dist/${entry}.mjs`, import.meta.url).pathname]
    : ['--import', 'tsx', new URL(`../../src/${entrySources[entry]}`, import.meta.url).pathname];
}

/** Each bundled entry point's source (scripts/build-server.mjs). */
const entrySources = { main: 'main.ts', admin: 'cli/admin.ts' } as const;

/**
 * Kira's server as a process of its own, as `npm start` runs it, in production mode
 * (scripts/start.mjs sets `NODE_ENV=production`), whatever the test runner's own mode.
 */
const serverArguments = serverEntryArguments('main');
const running: ChildProcess[] = [];

/** Kills every server a test started (for afterAll). */
export function stopServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export interface Started {
  child: ChildProcess;
  /** What it wrote, on stdout and stderr. */
  output: () => string;
  /** What it wrote on stderr alone: outside its log, which goes to stdout. */
  errors: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, serverArguments, {
    // No demo documents unless a test asks: seeding them takes seconds at a first start.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DEMO_DOCUMENTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, errors: () => errors, exited };
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
  // Only stops a hang: a start on a loaded machine (tsx, PGlite, migrations) has taken a minute.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return res.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy in time: ${started.output()}`);
}

/**
 * Signs a new user up on a running server, marks the address verified straight in the
 * database (`db`, a pg client of the server's database) and signs them in: the session cookie.
 */
export async function signUpOverHttp(
  origin: string,
  db: { query(text: string, values: unknown[]): Promise<unknown> },
  { name, email, password }: { name: string; email: string; password: string },
): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', { name, email, password });
  if (signUp.status !== 200) throw new Error(`Sign-up answered ${signUp.status}`);
  await db.query('update "user" set email_verified = true where email = $1', [email]);
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`Sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A client of one server process that sends the session cookie and that server's Origin. */
export interface ServerClient {
  origin: string;
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field
  ): Promise<{ status: number; json: any; headers: Headers }>;
}

/** `body` goes as JSON, or as it is when it is a Buffer (an upload). */
export function serverAt(port: number, cookie: () => string): ServerClient {
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    async call(method, path, body, headers = {}) {
      const raw = Buffer.isBuffer(body);
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          origin,
          cookie: cookie(),
          ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : raw ? (body as Buffer) : JSON.stringify(body),
      });
      const text = await res.text();
      let json: unknown = text;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (a PDF, a CSV): the text as it came.
      }
      return { status: res.status, json, headers: res.headers };
    },
  };
}
