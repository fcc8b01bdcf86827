import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import { FIRST_SCREENS, FRAME_READS, SESSION_READ } from '@kira/core/first-screen';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../http/private-answers.ts';
import { FirstScreenPool } from './first-screen-pool.ts';

/** Sends a signed-in screen rendered whole, or answers false: send the shell instead. */
export type SendFirstScreen = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
) => Promise<boolean>;

/**
 * A signed-in user's first screen (FIRST_SCREENS: the dashboard) rendered on the server with
 * the answers the browser would otherwise ask for one after another, so a phone paints the
 * screen from the HTML and hydrates it, instead of waiting for the code, then the session, then
 * the figures. The answers are the API's own (`inject`: the same guards, levels and rate limits
 * as the browser's requests). Anyone else, a build without the server entry, busy render threads
 * or any failure: the shell, as before.
 */
export function firstScreens(app: FastifyInstance, webDist: string): SendFirstScreen | undefined {
  const shells = readShells(webDist);
  const entry = join(dirname(webDist), 'dist-server', 'first-screen.js');
  if (shells.size === 0 || !existsSync(entry)) return undefined;
  const pool = new FirstScreenPool(entry, app.log);
  // A server that listens will render; one that tests only inject requests into need not load it.
  app.addHook('onListen', () => {
    pool
      .warm()
      .catch((error: unknown) => app.log.error({ err: error }, 'first screens cannot render'));
  });
  app.addHook('onClose', () => pool.close());

  return async (request, reply, path) => {
    const shell = shells.get(path);
    const reads = FIRST_SCREENS[path];
    const cookie = request.headers.cookie;
    if (!shell || !reads || !cookie || request.method !== 'GET' || !pool.hasRoom()) return false;
    const read = await readAnswers(app, request, cookie, reads);
    if (!read) return false;
    const encoding = encodingFor(request.headers['accept-encoding']);
    const page = await pool.render({
      url: request.url,
      answers: read.answers,
      at: Date.now(),
      phone: isPhone(request),
      shell,
      encoding,
    });
    if (!page) return false;
    if (read.cookies.length > 0) reply.header('set-cookie', read.cookies);
    if (encoding) reply.header('content-encoding', encoding);
    await reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(page);
    return true;
  };
}

/**
 * The session's answer and the screen's, read through the API with the request's cookie, and
 * any cookie they set; undefined for anyone but a verified user, or when the reads fail (the
 * server closing, say): the shell then goes, as without first screens.
 */
async function readAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  cookie: string,
  reads: readonly string[],
): Promise<{ answers: Record<string, unknown>; cookies: string[] } | undefined> {
  const read = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { cookie, host: request.headers.host ?? 'localhost' },
      remoteAddress: request.ip,
    });
  try {
    const session = await read(SESSION_READ);
    const me = session.statusCode === 200 ? session.json().me : null;
    if (!me?.user.emailVerified) return undefined;
    const answers: Record<string, unknown> = { [SESSION_READ]: session.json() };
    const paths = [...FRAME_READS, ...reads];
    const responses = await Promise.all(paths.map(read));
    // What was refused (a level the member lacks) the screen asks for itself, as without this.
    for (const [index, path] of paths.entries()) {
      const response = responses[index];
      if (response?.statusCode === 200) answers[path] = response.json();
    }
    const cookies = [session, ...responses].flatMap((response) => {
      const set = response.headers['set-cookie'];
      return set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
    });
    return { answers, cookies };
  } catch (error) {
    request.log.warn({ err: error }, 'could not read the answers of a first screen');
    return undefined;
  }
}

/** The build's `first-screens.json`: app path -> that screen's shell beside it. */
function readShells(webDist: string): Map<string, string> {
  const manifest = join(webDist, 'first-screens.json');
  const shells = new Map<string, string>();
  if (!existsSync(manifest)) return shells;
  for (const [path, file] of Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as object)) {
    if (typeof file !== 'string' || !/^[\w-]+\.html$/.test(file)) continue;
    if (existsSync(join(webDist, file))) shells.set(path, join(webDist, file));
  }
  return shells;
}

/**
 * Whether the browser says it is a phone (a mobile browser's client hint, or "Mobi" in its user
 * agent, as phones' browsers write): its screen is then taken to be under PHONE_QUERY's width.
 * A wrong guess costs only speed: the browser then renders the screen itself (main.tsx).
 */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}

/** Brotli, else gzip, as the browser accepts (its q-values weighed), or none. */
function encodingFor(accepted: string | undefined): 'br' | 'gzip' | undefined {
  return negotiate<'br' | 'gzip'>(accepted ?? '', ['br', 'gzip']) ?? undefined;
}
