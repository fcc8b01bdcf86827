import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, highlightLinks, terminalStream } from './terminal-log.ts';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, destination };
}

describe('the terminal log', () => {
  it('is readable lines in a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('underlines links in colour, and leaves text without colour alone', () => {
    const message = 'Kira is ready at http://127.0.0.1:3000';
    expect(highlightLinks(message, false)).toBe(message);
    expect(highlightLinks(message, true)).toBe(
      'Kira is ready at \u001b[4;36mhttp://127.0.0.1:3000\u001b[24;39m',
    );
  });

  it('writes one line per request: time, level, method, path, status and duration', () => {
    const { lines, destination } = capture();
    const log = pino({ level: 'info' }, terminalStream(false, destination));
    log.info(
      { reqId: 'req-1', req: { method: 'GET', path: '/api/contacts' }, res: { statusCode: 200 } },
      'GET /api/contacts 200 12 ms',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/contacts 200 12 ms\n$/);
  });
});
