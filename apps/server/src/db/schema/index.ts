export { auditLog } from './audit-log.ts';
export { account, rateLimit, session, user, verification } from './auth.ts';
export { companies } from './companies.ts';
export { mailOutbox } from './mail-outbox.ts';
export { memberships } from './memberships.ts';
export { profiles } from './profiles.ts';
