import { describe, expect, it } from 'vitest';
import { issueErrors } from './issue-errors.ts';

describe('issueErrors', () => {
  it('keys each message by its field, the first one winning', () => {
    expect(
      issueErrors([
        { path: ['uen'], message: 'Enter the UEN.' },
        { path: ['uen'], message: 'later' },
        { path: ['accessLevel', 2, 'level'], message: 'Pick a level' },
        { path: [], message: 'Give at least one setting to change' },
      ]),
    ).toEqual({
      uen: 'Enter the UEN.',
      'accessLevel.2.level': 'Pick a level',
      '': 'Give at least one setting to change',
    });
  });
});
