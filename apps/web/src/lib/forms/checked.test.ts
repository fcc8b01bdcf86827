import { describe, expect, it } from 'vitest';
import { checkedOf } from './checked.ts';

describe('checkedOf', () => {
  it('gives the body the schema accepted', () => {
    expect(checkedOf({ success: true, data: { name: 'Tan' } })).toEqual({
      ok: true,
      body: { name: 'Tan' },
    });
  });

  it('gives the messages by field when the schema refused', () => {
    expect(
      checkedOf({
        success: false,
        error: { issues: [{ path: ['emails', 1], message: 'Enter an e-mail address' }] },
      }),
    ).toEqual({ ok: false, errors: { 'emails.1': 'Enter an e-mail address' } });
  });
});
