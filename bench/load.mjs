// The benches' load generator: clients on keep-alive connections, each sending its next
// request as soon as its last one was answered (a closed loop), and what that measured.
import { Agent, request as httpRequest } from 'node:http';
import { cpuTimes, median, percentile, postgresTicks, postgresTicksSince } from './lib.mjs';

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
 * `clients` clients (`CLIENTS` unless asked), each running `unit(n)` (the n-th of the run) again as soon as its last one
 * finished, for `seconds`: the latencies, units a second, and the CPU used by this process
 * (the load generator, which shares the machine's cores with the server), by the server's
 * process `serverPid` (`serverCpu`, of which `serverKernelCpu` in the kernel; without a
 * `serverPid`, as for the raw-SQL baselines, both are undefined) and by PostgreSQL's processes
 * (`databaseCpu`), each in percent of a core. A unit answering 300 or more stops the run with
 * its answer.
 */
export async function closedLoop(unit, seconds, serverPid, clients = CLIENTS) {
  return summary([await turn(unit, seconds, serverPid, clients)]);
}

/** One closed-loop load: what it measured, to be summed with others of the same unit. */
async function turn(unit, seconds, serverPid, clients = CLIENTS) {
  const latencies = [];
  let sent = 0;
  let failure;
  const clientBefore = process.cpuUsage();
  const serverBefore = serverPid === undefined ? undefined : cpuTimes(serverPid);
  const databaseBefore = postgresTicks();
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
  await Promise.all(Array.from({ length: clients }, client));
  if (failure) throw new Error(failure);
  const clientUsage = process.cpuUsage(clientBefore);
  const serverAfter = serverPid === undefined ? undefined : cpuTimes(serverPid);
  return {
    latencies,
    elapsed: performance.now() - startedAt,
    clientMs: (clientUsage.user + clientUsage.system) / 1000,
    serverTicks: serverAfter && {
      user: serverAfter.user - serverBefore.user,
      system: serverAfter.system - serverBefore.system,
    },
    databaseTicks: postgresTicksSince(databaseBefore),
  };
}

/** The figures of one or more turns of the same unit, as if they were one load. */
function summary(turns) {
  const sum = (of) => turns.reduce((total, t) => total + of(t), 0);
  const latencies = turns.flatMap((t) => t.latencies);
  const elapsed = sum((t) => t.elapsed);
  const percentOf = (cpuMs) => Math.round((100 * cpuMs) / elapsed);
  const ticksPercent = (ticks) => percentOf(ticks * 10);
  const server = turns[0].serverTicks && {
    user: sum((t) => t.serverTicks.user),
    system: sum((t) => t.serverTicks.system),
  };
  return {
    median: median(latencies),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    perSecond: latencies.length / (elapsed / 1000),
    clientCpu: percentOf(sum((t) => t.clientMs)),
    serverCpu: server && ticksPercent(server.user + server.system),
    serverKernelCpu: server && ticksPercent(server.system),
    databaseCpu: ticksPercent(sum((t) => t.databaseTicks)),
  };
}

// Warm-up: windows of 2 s until two in a row are within 5 % of each other, at most 10.
const WINDOW_SECONDS = 2;
const STEADY_WITHIN = 0.05;
const MAX_WINDOWS = 10;

/**
 * `closedLoop` for `seconds`, once the throughput is steady (see `warmUp`). The result carries
 * `warmUp`: its seconds, the windows' units a second, and whether they settled.
 */
export async function steadyLoop(unit, seconds, serverPid, clients = CLIENTS) {
  const warmedUp = await warmUp(unit, serverPid, clients);
  return { ...(await closedLoop(unit, seconds, serverPid, clients)), warmUp: warmedUp };
}

/**
 * 2-second windows of `unit`'s load until two consecutive ones are within 5 % of each other (at
 * most 10 windows, 20 s). A fresh server still compiles its hot code and fills its caches and
 * its pool over its first seconds (measured after a fixed 2 s, a second run of the same server
 * was always faster).
 */
async function warmUp(unit, serverPid, clients = CLIENTS) {
  const startedAt = performance.now();
  const windows = [];
  let steady = false;
  while (!steady && windows.length < MAX_WINDOWS) {
    windows.push((await closedLoop(unit, WINDOW_SECONDS, serverPid, clients)).perSecond);
    const [before, last] = windows.slice(-2);
    steady = windows.length >= 2 && Math.abs(last - before) <= STEADY_WITHIN * before;
  }
  return { seconds: (performance.now() - startedAt) / 1000, windows, steady };
}

/** The turns each of two loads measured in takes in `measuredInTurns`. */
const TURNS = 5;

/**
 * Two loads measured in turns, for a ratio of their throughputs that both meet at the same
 * speed of the machine: each warmed up first (`warmUp`), then `raw` and `app` by turns, 5 turns
 * of `seconds / 5` each, `app` last (so a sample of the server's memory taken next is right
 * after its load). The same machine gives a load a third more or less from one minute to the
 * next; measured one after the other, 10 s each, the two sides of a ratio each met a different
 * minute of it. Answers both results, each as `steadyLoop` does.
 */
export async function measuredInTurns({ app, raw, seconds, serverPid }) {
  const warmedUp = { app: await warmUp(app, serverPid), raw: await warmUp(raw) };
  const turns = { app: [], raw: [] };
  for (let i = 0; i < TURNS; i++) {
    turns.raw.push(await turn(raw, seconds / TURNS));
    turns.app.push(await turn(app, seconds / TURNS, serverPid));
  }
  return {
    app: { ...summary(turns.app), warmUp: warmedUp.app },
    raw: { ...summary(turns.raw), warmUp: warmedUp.raw },
  };
}

/** How a warm-up went, for a row's note: "warm-up 6 s (3 windows)". */
export function warmUpNote({ seconds, windows, steady }) {
  return `warm-up ${seconds.toFixed(0)} s (${windows.length} windows${steady ? '' : ', not steady'})`;
}

/**
 * Where a run's CPU went, for a row's note: "CPU: server 84% (kernel 19%), PostgreSQL 70%, load
 * generator 17% of a core". The shares tell which process bounds the run on the shared cores.
 */
export function cpuNote({ serverCpu, serverKernelCpu, databaseCpu, clientCpu }) {
  const server =
    serverCpu === undefined ? '' : `server ${serverCpu}% (kernel ${serverKernelCpu}%), `;
  return `CPU: ${server}PostgreSQL ${databaseCpu}%, load generator ${clientCpu}% of a core`;
}
