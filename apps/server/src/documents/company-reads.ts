// What other modules (statements) read of a company and a contact as documents read them: the
// company as it stands now, a contact as printed, the numbering of a series, the sender of a
// mail. The documents module's entry for them (docs/decisions/0004-import-boundaries.md).
export { snapshotOf } from './compose/compose-document.ts';
export { companyContextOf } from './store/company-context.ts';
export { type CompanySnapshot, companyNow } from './store/company-snapshot.ts';
export { readSendContext } from './store/send-rows.ts';
