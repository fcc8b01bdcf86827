import { createDocumentSchema } from '@kira/core/documents';
import { issueProblems } from '@kira/core/issue-readiness';
import { ApiError, type FieldIssue } from '../../lib/api/api-error.ts';
import { createBody, type DocumentForm } from './document-form.ts';

/**
 * Why the form cannot be issued as it stands, checked before anything is saved: the draft's
 * own rules (core's schema, as the server checks a save) and the issue's (lines, contact,
 * category). An `ApiError` as the server would answer, so the editor shows each message
 * beside its field; null when the server may be asked. Loaded when Issue is pressed: the
 * editor's bundle carries no zod (scripts/editor-bundle-guard.ts).
 */
export function issueRefusal(form: DocumentForm): ApiError | null {
  const body = createBody(form);
  const parsed = createDocumentSchema.safeParse(body);
  const drafted: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const issued = issueProblems({
    kind: form.kind,
    contactId: body.contactId,
    lineCount: body.lines.length,
    expenseCategory: body.expenseCategory,
  });
  const details = [...drafted, ...issued];
  const [first] = details;
  if (!first) return null;
  const message =
    details.length === 1
      ? first.message
      : `${details.length} fields need correcting before issuing; each says why.`;
  return new ApiError(message, 400, 'VALIDATION_FAILED', { details });
}
