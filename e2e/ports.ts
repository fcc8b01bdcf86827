import { execFileSync } from 'node:child_process';

/**
 * Where the browser tests reach the app, and the SMTP server the accounts journey starts:
 * `E2E_PORT` and `E2E_SMTP_PORT` when set, otherwise two ports free on this machine, so two
 * runs on one machine do not collide. Playwright evaluates this file in its runner and again in
 * each worker: the first evaluation writes the ports it picked into `process.env`, which the
 * worker processes inherit, so every process agrees on them.
 */
function pickPorts(): { app: number; smtp: number } {
  const fromEnv = (name: string) => {
    const value = process.env[name];
    return value ? Number(value) : undefined;
  };
  const app = fromEnv('E2E_PORT');
  const smtp = fromEnv('E2E_SMTP_PORT');
  const [freeApp, freeSmtp] = app === undefined || smtp === undefined ? freePorts(2) : [];
  const ports = { app: app ?? (freeApp as number), smtp: smtp ?? (freeSmtp as number) };
  process.env.E2E_PORT = String(ports.app);
  process.env.E2E_SMTP_PORT = String(ports.smtp);
  return ports;
}

/**
 * `count` distinct ports the system has free right now, asked of the system by listening on
 * port 0. Synchronous (a child process), because Playwright reads its configuration so.
 */
function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((server) => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server.address().port));
    }))).then((ports) => {
      process.stdout.write(JSON.stringify(ports));
      for (const server of servers) server.close();
    });`;
  const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return JSON.parse(output) as number[];
}

const ports = pickPorts();
export const appPort = ports.app;
export const smtpPort = ports.smtp;
