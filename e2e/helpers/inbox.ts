import { test } from '@playwright/test';
import { type Inbox, startInbox } from '../../apps/server/test/helpers/smtp-inbox.ts';
import { smtpPort } from '../ports.ts';

/**
 * The SMTP inbox the test server sends to, open for the tests of the calling spec file (the
 * server's mail would otherwise wait for its peer). Call at the top of a spec; the answer gives
 * the inbox once it is open.
 */
export function useInbox(): () => Inbox {
  let inbox: Inbox | undefined;
  test.beforeAll(async () => {
    inbox = await startInbox(smtpPort);
  });
  test.afterAll(async () => {
    await inbox?.close();
  });
  return () => {
    if (!inbox) throw new Error('The inbox opens before the tests run');
    return inbox;
  };
}
