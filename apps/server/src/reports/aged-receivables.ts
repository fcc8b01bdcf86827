import { type AgedReceivables, buildAgedReceivables } from '@kira/core/aged-receivables';
import { and, inArray } from 'drizzle-orm';
import { openBalances } from '../contacts/open-balances.ts';
import { contacts } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

/**
 * What every contact owes at the end of `at`, per currency, aged (`openBalances`, the
 * definition the statements share: each contact's total is its statement's closing balance at
 * `at`). Contacts with nothing open are left out.
 */
export async function agedReceivables(t: TenantSession, at: string): Promise<AgedReceivables> {
  const open = await openBalances(t, { at, today: at });
  const ids = [...open.keys()];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await t.tx
      .select({ id: contacts.id, name: contacts.name })
      .from(contacts)
      .where(and(t.owns(contacts.tenantId), inArray(contacts.id, ids)));
    for (const row of rows) names.set(row.id, row.name);
  }
  return buildAgedReceivables(
    at,
    [...open].flatMap(([contactId, currencies]) =>
      [...currencies.values()].map(({ currency, ageing, credit }) => ({
        contactId,
        name: names.get(contactId) ?? '',
        currency,
        ageing,
        unappliedCredit: credit,
      })),
    ),
  );
}
