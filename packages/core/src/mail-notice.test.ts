import { describe, expect, it } from 'vitest';
import { MSG_MAIL_DELAYED, mailDelayed, mailDelayedMessage } from './mail-notice.ts';

describe('the mail-delayed notice', () => {
  it('is read back from an answer that carries it, beside the answer’s own fields', () => {
    expect(mailDelayedMessage({ status: true, ...mailDelayed() })).toBe(MSG_MAIL_DELAYED);
  });

  it('is absent from ordinary answers', () => {
    for (const answer of [null, undefined, { status: true }, { mail: { delayed: false } }, 'x']) {
      expect(mailDelayedMessage(answer)).toBeUndefined();
    }
  });
});
