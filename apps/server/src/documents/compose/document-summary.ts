import type { DocumentSummary } from '@kira/core/documents';
import type { Access } from '@kira/core/permissions';
import { documentAbilities } from '@kira/core/policies/document-policy';
import type { ListedRow } from '../store/document-rows.ts';
import { standingOf } from './compose-document.ts';

/**
 * A list's document as the API answers it (`DocumentSummary`): its row, what the server
 * decides of it today (lateness, balance), and what this user may do to it.
 */
export function documentSummary(access: Access, row: ListedRow, today: string): DocumentSummary {
  const { overdue, expired, balance } = standingOf(row, today);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    overdue,
    expired,
    contactId: row.contactId,
    contactName: row.contactName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    reference: row.reference,
    subtotal: row.subtotal,
    discount: row.discount,
    taxable: row.taxable,
    tax: row.tax,
    total: row.total,
    rounding: row.rounding,
    payable: row.payable,
    settled: row.settled,
    balance,
    abilities: documentAbilities(access, row),
  };
}
