import type { DocumentRecord } from '@kira/core/documents';

/** A document as the audit log keeps it. */
export function auditedDocument(document: DocumentRecord) {
  const { chain: _c, createdAt: _a, updatedAt: _u, overdue: _o, expired: _e, ...rest } = document;
  return rest;
}
