import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { AdminResult } from './admin-commands.ts';

/** The running server's door for `npm run admin`, inside the data directory it holds. */
export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'kira.sock');
}

const MAX_REQUEST_BYTES = 64 * 1024;

export interface AdminSocket {
  close(): Promise<void>;
}

/**
 * Serves admin commands on a Unix socket that only the server's own user may open (mode
 * 0600): whoever can reach it could already open the data directory itself. The caller holds
 * the data-directory lock, so a socket file left by a killed server is stale and replaced.
 */
export async function serveAdminSocket(
  dataDir: string,
  run: (args: string[]) => Promise<AdminResult>,
): Promise<AdminSocket> {
  const path = adminSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      answer(Buffer.concat(chunks).toString('utf8'), size, run).then((result) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(result));
      });
    });
  });
  // The socket is created with the umask's mode: made private before anyone can connect.
  const previousUmask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(previousUmask);
  }
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(
  body: string,
  size: number,
  run: (args: string[]) => Promise<AdminResult>,
): Promise<AdminResult> {
  if (size > MAX_REQUEST_BYTES) return { output: 'The command is too long.', exitCode: 2 };
  let args: unknown;
  try {
    args = (JSON.parse(body) as { args?: unknown }).args;
  } catch {
    return { output: 'The command could not be read.', exitCode: 2 };
  }
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string'))
    return { output: 'The command could not be read.', exitCode: 2 };
  try {
    return await run(args);
  } catch (error) {
    return {
      output: `The server could not run the command: ${error instanceof Error ? error.message : String(error)}`,
      exitCode: 1,
    };
  }
}

/**
 * Asks the server running on this data directory to run a command; null when none listens
 * (no socket, or one left behind by a server that was killed).
 */
export function askRunningServer(dataDir: string, args: string[]): Promise<AdminResult | null> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: adminSocketPath(dataDir), method: 'POST', path: '/admin' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as AdminResult);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.setHeader('content-type', 'application/json');
    req.end(JSON.stringify({ args }));
  });
}
