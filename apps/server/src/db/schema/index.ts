export { auditLog } from './audit-log.ts';
export { account, rateLimit, session, user, verification } from './auth.ts';
export { companies, subscriptionChanges } from './companies.ts';
export { contactAddresses, contacts } from './contacts.ts';
export {
  type CompanySnapshot,
  documentAttachments,
  documentLines,
  documentSends,
  documents,
  paymentAllocations,
} from './documents.ts';
export { idempotencyKeys } from './idempotency-keys.ts';
export { invites } from './invites.ts';
export { mailAttachments, mailOutbox } from './mail-outbox.ts';
export { memberships } from './memberships.ts';
export { creditUses, moneyAccounts, statementSends, statements } from './money-in.ts';
export { customerMonths, moneyMonths } from './money-months.ts';
export { documentNumbering, documentSeries } from './numbering.ts';
export { products } from './products.ts';
export { profiles } from './profiles.ts';
export { announcementDismissals, announcements, projects, tasks } from './progress.ts';
export { rateCounters, rateSlots } from './rate-limits.ts';
