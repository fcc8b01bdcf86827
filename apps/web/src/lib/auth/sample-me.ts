import type { Me } from '@kira/core/me';

const accessLevel = [
  { department: 'finance', level: 'read' },
  { department: 'operation', level: 'read' },
  { department: 'sales', level: 'read' },
  { department: 'marketing', level: 'read' },
  { department: 'company', level: 'read' },
  { department: 'administrator', level: 'none' },
] as Me['claims']['accessLevel'];

/** An answer of `GET /api/me` for tests: a member with read levels in the demo company. */
export const sampleMe: Me = {
  user: { id: 'auth-1', email: 'a@b.sg', name: 'Tan Ah Kow', emailVerified: false },
  profile: {
    userid: 'U26KM6Hp-1233',
    displayName: 'Ah Kow',
    tenantId: 'demo',
    accessLevel,
    title: 'Founder',
    email: 'a@b.sg',
    dateJoined: '2026-11-22',
  },
  claims: { tenantId: 'demo', accessLevel, isDeveloper: false, subscription: 'free' },
  company: {
    tenantId: 'demo',
    name: 'Demo Trading Pte. Ltd.',
    isPlatform: false,
    isReadOnly: true,
  },
  abilities: {
    'company.read': true,
    'company.update': false,
    'company.export': false,
    'members.read': false,
    'members.manage': false,
    'audit.read': false,
    'subscription.read': false,
    'subscription.manage': false,
    'sales.read': true,
    'sales.write': false,
    'finance.read': true,
    'finance.write': false,
    'operation.read': true,
    'operation.write': false,
    'insights.read': true,
    'contacts.read': true,
    'contacts.write': false,
    'customers.write': false,
    'suppliers.write': false,
    'products.read': true,
    'products.write': false,
  },
};
