import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS } from '../claims.ts';
import { accessWith } from './access-for-tests.ts';
import { decideDeveloper, MSG_DEVELOPERS_ONLY } from './developer-policy.ts';

describe('the developer area', () => {
  it("is a developer's, whatever their levels", () => {
    expect(decideDeveloper(accessWith({}, { isDeveloper: true }))).toEqual({ allowed: true });
  });

  it('is refused to an administrator who is no developer, as a lack of access', () => {
    expect(decideDeveloper(accessWith(FOUNDER_LEVELS))).toEqual({
      allowed: false,
      reason: MSG_DEVELOPERS_ONLY,
      because: 'access',
    });
  });
});
