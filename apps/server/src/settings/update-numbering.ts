import type { NumberingEntry } from '@kira/core/companies-api';
import {
  decideNumberingChange,
  type NumberedKind,
  type NumberingPatch,
} from '@kira/core/numbering';
import { decideSettings } from '@kira/core/policies/settings-policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../http/app-error.ts';
import { readNumbering, seriesNext, writeNumbering } from './numbering-store.ts';

/** Changes one kind's prefix, padding or next number: numbers only ever move forward. */
export async function updateNumbering(
  access: RequestAccess,
  kind: NumberedKind,
  patch: NumberingPatch,
): Promise<NumberingEntry[]> {
  enforce(decideSettings(access, 'update'));
  return access.scope.transaction(async (t) => {
    const before = (await readNumbering(t.tx, t.owns)).find((entry) => entry.kind === kind);
    if (!before) throw new AppError('NOT_FOUND', `No numbering for ${kind}`);
    const prefix = patch.prefix ?? before.prefix;
    const floor = prefix === before.prefix ? before.nextNumber : await seriesNext(t, kind, prefix);
    const decision = decideNumberingChange(before, patch, () => floor);
    if (!decision.ok) {
      throw new AppError('CONFLICT', decision.reason, [
        { field: 'nextNumber', message: decision.reason },
      ]);
    }
    await writeNumbering(t, kind, decision.numbering);
    const { prefix: p, padding, nextNumber } = before;
    await recordAudit(t, {
      entity: 'numbering',
      entityId: kind,
      action: 'update',
      before: { prefix: p, padding, nextNumber },
      after: { ...decision.numbering },
    });
    return readNumbering(t.tx, t.owns);
  });
}
