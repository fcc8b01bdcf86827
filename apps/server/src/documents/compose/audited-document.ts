import type { DocumentRecord } from '@kira/core/documents';

/**
 * A document as the audit log keeps it: without what is derived from other documents or the
 * day (its chain, lateness, what its payments and credits settled apart, a credit note's invoice).
 */
export function auditedDocument(document: DocumentRecord) {
  const {
    chain: _c,
    createdAt: _a,
    updatedAt: _u,
    overdue: _o,
    expired: _e,
    paid: _p,
    credited: _cr,
    adjusts: _ad,
    ...rest
  } = document;
  return rest;
}
