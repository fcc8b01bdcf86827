import type { DestinationStream } from 'pino';
import { build } from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** `LOG_FORMAT`, or by default: readable lines in a terminal, JSON lines for a log collector. */
export function chooseLogFormat(asked: LogFormat | 'auto', stdoutIsTerminal: boolean): LogFormat {
  if (asked !== 'auto') return asked;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

const UNDERLINED_CYAN = (text: string) => `\u001b[4;36m${text}\u001b[24;39m`;

/** Links (the app's address, a verification or reset link) stand out in the terminal. */
export function highlightLinks(message: string, colour: boolean): string {
  if (!colour) return message;
  return message.replace(/https?:\/\/[^\s"'<>]+/g, (url) => UNDERLINED_CYAN(url));
}

/**
 * One readable line per entry (`12:04:31 INFO  POST /api/contacts 201 12 ms`), coloured by
 * level, with links underlined; the fields a JSON line carries for machines are left out.
 */
export function terminalStream(
  colour: boolean,
  destination: NodeJS.WritableStream = process.stdout,
): DestinationStream {
  return build({
    destination,
    sync: true,
    colorize: colour,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime,source',
    hideObject: false,
    singleLine: true,
    messageFormat: (log, messageKey) => highlightLinks(String(log[messageKey] ?? ''), colour),
  });
}
