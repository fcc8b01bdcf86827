// The benches' load generator: clients on keep-alive connections, each sending its next
// request as soon as its last one was answered (a closed loop), and what that measured.
import { Agent, request as httpRequest } from 'node:http';
import { cpuTicks, median, percentile } from './lib.mjs';

export const CLIENTS = 16;

/**
 * A signed-in client of a running Kira (its Cookie header), sending the app's Origin as a
 * browser does. `send` answers `{ status, body }`; the body is parsed only when asked for, so
 * the load generator spends no more of the machine than it must.
 */
export function kiraCaller(port, cookie) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const origin = `http://localhost:${port}`;
  const send = (method, path, { body, parse = false } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { cookie, origin };
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const req = httpRequest({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
        if (!parse) {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode }));
          return;
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : undefined }),
        );
      });
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * `CLIENTS` clients, each running `unit(n)` (the n-th of the run) again as soon as its last one
 * finished, for `seconds`: the latencies, units a second, and the CPU used by this process
 * (the load generator, which shares the machine's cores with the server) and by the server's
 * process `serverPid` (the database's processes are not counted). A unit answering 300 or
 * more stops the run with its answer.
 */
export async function closedLoop(unit, seconds, serverPid) {
  const latencies = [];
  let sent = 0;
  let failure;
  const clientBefore = process.cpuUsage();
  const serverBefore = cpuTicks(serverPid);
  const startedAt = performance.now();
  const endAt = startedAt + seconds * 1000;
  const client = async () => {
    while (performance.now() < endAt && !failure) {
      const began = performance.now();
      const result = await unit(sent++);
      if (result.status >= 300)
        failure = `answered ${result.status}: ${JSON.stringify(result.body ?? '').slice(0, 200)}`;
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  if (failure) throw new Error(failure);
  const elapsed = performance.now() - startedAt;
  const clientUsage = process.cpuUsage(clientBefore);
  const percentOf = (cpuMs) => Math.round((100 * cpuMs) / elapsed);
  return {
    median: median(latencies),
    p99: percentile(latencies, 0.99),
    perSecond: latencies.length / (elapsed / 1000),
    clientCpu: percentOf((clientUsage.user + clientUsage.system) / 1000),
    serverCpu: percentOf((cpuTicks(serverPid) - serverBefore) * 10),
  };
}
