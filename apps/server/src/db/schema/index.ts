export { auditLog } from './audit-log.ts';
export { account, rateLimit, session, user, verification } from './auth.ts';
export { companies } from './companies.ts';
export { invites } from './invites.ts';
export { mailOutbox } from './mail-outbox.ts';
export { memberships } from './memberships.ts';
export { documentNumbering, documentSeries } from './numbering.ts';
export { profiles } from './profiles.ts';
