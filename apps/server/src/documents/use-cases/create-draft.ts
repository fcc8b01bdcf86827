import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { decideCreateDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { refersToMissing } from '../../db/foreign-key.ts';
import { withFreshIds } from '../../db/fresh-ids.ts';
import { taxSettingsOf } from '../store/company-context.ts';
import { noSuchContact } from './draft-references.ts';
import { DOCUMENT_CONTACT_KEY, insertDraft, prepareDraft, writePlainDraft } from './new-draft.ts';

/**
 * Starts a draft of any kind: no number until it is issued. `auditAction` names how it was
 * started (`duplicate` for a copy of another document).
 */

export async function createDraft(
  access: RequestAccess,
  input: CreateDocument,
  { auditAction = 'create' }: { auditAction?: string } = {},
): Promise<DocumentRecord> {
  enforce(decideCreateDocument(access, input.kind));
  // A receipt's allocations are more statements: one transaction. Any other draft is written
  // in one statement, which needs none.
  if (input.kind === 'receipt' || access.scope.writesInTransaction)
    return access.scope.transaction((t) => insertDraft(t, input, null, auditAction));
  const t = access.scope.statements;
  // The settings as the company keeps them (remembered between changes of its settings); the
  // contact is checked by the statement itself, through its foreign key.
  const settings = await access.scope.remembered('tax settings', () => taxSettingsOf(t));
  return withFreshIds(async () => {
    const draft = await prepareDraft(t, input, null, settings);
    try {
      return await writePlainDraft(t, draft, auditAction);
    } catch (error) {
      if (input.contactId && refersToMissing(error, DOCUMENT_CONTACT_KEY))
        throw noSuchContact(input.contactId);
      throw error;
    }
  });
}
