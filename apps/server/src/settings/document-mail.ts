import type { DocumentKind } from '@kira/core/document-lifecycle';
import {
  type DocumentMailSettings,
  type DocumentMailTemplate,
  type DocumentMailTemplates,
  documentMailSettings,
} from '@kira/core/document-mail';
import { decideSettings } from '@kira/core/policies/settings-policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { companies } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';

/** The words each kind of document is e-mailed with: the company's own, else the defaults. */
export async function readDocumentMail(access: RequestAccess): Promise<DocumentMailSettings> {
  enforce(decideSettings(access, 'read'));
  const t = access.scope.statements;
  const [row] = await t.tx
    .select({ own: companies.documentMail })
    .from(companies)
    .where(t.owns(companies.tenantId));
  return documentMailSettings(row?.own ?? {});
}

/** Sets the company's words for a kind, or (null) goes back to the default. Audited. */
export async function updateDocumentMail(
  access: RequestAccess,
  kind: DocumentKind,
  template: DocumentMailTemplate | null,
): Promise<DocumentMailSettings> {
  enforce(decideSettings(access, 'update'));
  return access.scope.transaction(async (t) => {
    const [row] = await t.tx
      .select({ own: companies.documentMail })
      .from(companies)
      .where(t.owns(companies.tenantId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
    const { [kind]: before, ...others } = row.own;
    const own: DocumentMailTemplates = template ? { ...others, [kind]: template } : others;
    await t.tx
      .update(companies)
      .set({ documentMail: own, updatedAt: new Date() })
      .where(t.owns(companies.tenantId));
    await recordAudit(t, {
      entity: 'document-mail',
      entityId: kind,
      action: 'update',
      before: before ?? null,
      after: template,
    });
    return documentMailSettings(own);
  });
}
