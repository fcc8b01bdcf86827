import { type AccessLevels, NO_LEVELS } from '../claims.ts';
import type { Access } from '../permissions.ts';

/** A verified member of an ordinary company with these levels (the others none): for tests. */
export function accessWith(levels: Partial<AccessLevels>, overrides: Partial<Access> = {}): Access {
  return {
    levels: { ...NO_LEVELS, ...levels },
    isDeveloper: false,
    emailVerified: true,
    companyReadOnly: false,
    ...overrides,
  };
}
