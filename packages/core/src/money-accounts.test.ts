import { describe, expect, it } from 'vitest';
import { moneyAccountChangeProblem, moneyAccountPatchSchema } from './money-accounts.ts';

describe('money account changes', () => {
  it('refuses to archive the default, or to make an archived account the default', () => {
    expect(
      moneyAccountChangeProblem({ isDefault: true, archived: false }, { archived: true }),
    ).toMatch(/default account cannot be archived/);
    expect(
      moneyAccountChangeProblem({ isDefault: false, archived: true }, { isDefault: true }),
    ).toMatch(/default account cannot be archived/);
    expect(
      moneyAccountChangeProblem(
        { isDefault: false, archived: true },
        { isDefault: true, archived: false },
      ),
    ).toBeNull();
    expect(
      moneyAccountChangeProblem({ isDefault: false, archived: false }, { archived: true }),
    ).toBeNull();
  });

  it('takes the default only by making another account it', () => {
    expect(moneyAccountPatchSchema.safeParse({ isDefault: false }).success).toBe(false);
    expect(moneyAccountPatchSchema.safeParse({}).success).toBe(false);
    expect(moneyAccountPatchSchema.parse({ name: ' Petty cash ' })).toEqual({ name: 'Petty cash' });
  });
});
