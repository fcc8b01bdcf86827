import { MSG_ACCEPT_UEN_WARNING } from '@kira/core/contacts';
import { describe, expect, it } from 'vitest';
import { uenNotice } from './uen-notice.ts';

const WARNING = 'The check letter of 201912345Z looks wrong: Kira expected K.';

describe('uenNotice', () => {
  it('shows a refusal for want of confirmation as the warning, not as an error', () => {
    const refusal = `${WARNING} ${MSG_ACCEPT_UEN_WARNING}`;
    expect(uenNotice({ warning: WARNING, error: refusal })).toEqual({
      warning: refusal,
      error: undefined,
    });
  });

  it('keeps a real error red, and a warning alone amber', () => {
    expect(uenNotice({ warning: null, error: 'Not a UEN' })).toEqual({
      warning: null,
      error: 'Not a UEN',
    });
    expect(uenNotice({ warning: WARNING, error: undefined })).toEqual({
      warning: WARNING,
      error: undefined,
    });
  });
});
