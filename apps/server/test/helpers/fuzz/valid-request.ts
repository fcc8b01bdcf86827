import { createIdGenerator } from '@kira/core/ids';
import type { SeededRandom } from '@kira/core/seeded-random';
import fc from 'fast-check';
import { accessList, NONE, PASSWORD, uniqueUen } from '../factories.ts';
import { uniqueEmail } from '../http-client.ts';
import type { JsonSchema, Operation, Param } from './operations.ts';
import type { WorldIds } from './world.ts';

/** What a value is generated for: the route gives meaning to names such as `csv` or `email`. */
export interface ValueContext {
  random: SeededRandom;
  ids: WorldIds;
  route: string;
  /** The owner's address, for signing in. */
  ownerEmail: string;
}

const OMIT = Symbol('omit');
type Hint = (ctx: ValueContext) => unknown;

const CONTACTS_CSV = 'Name,Email\nFuzz Import Pte. Ltd.,fuzz@example.sg';
const PRODUCTS_CSV = 'Code,Name,Price\nFZI-1,Fuzz import,12.50';

/**
 * Values that the schemas leave open (a decimal is a string, a date a string) but the use
 * cases check: with them the unmutated request gets through, so a mutation of one field
 * reaches the code (and the database) behind the others.
 */
const HINTS: Record<string, Hint> = {
  uen: () => uniqueUen(),
  gstNumber: () => '',
  gstRegistered: () => false,
  gstRegisteredOn: () => OMIT,
  email: (c) =>
    c.route.endsWith('/sign-in/email') || c.route.endsWith('/request-password-reset')
      ? c.ownerEmail
      : c.route === '/api/settings/company'
        ? 'office@example.sg'
        : uniqueEmail('fuzz'),
  emails: () => ['accounts@example.sg'],
  password: () => PASSWORD,
  callbackURL: () => '/',
  redirectTo: () => '/reset-password',
  phone: () => '+65 6123 4567',
  phones: () => ['+65 6123 4567'],
  postalCode: () => '049483',
  timezone: () => 'Asia/Singapore',
  website: () => 'https://example.sg',
  paynowProxyType: () => 'none',
  paynowProxy: () => '',
  currency: () => 'SGD',
  contactId: (c) => c.ids.contact,
  productId: (c) => c.random.pick([c.ids.product, null]),
  invoiceId: (c) => c.ids.invoice,
  userUid: (c) => c.ids.member,
  tenantId: (c) => c.ids.tenant,
  accessLevel: () => accessList(NONE),
  isDeveloper: () => false,
  sellingPrice: (c) => c.random.pick(['12.50', '0', '1999.99']),
  cost: () => '8.20',
  unitPrice: (c) => c.random.pick(['12.50', '100', '0.05']),
  quantity: (c) => c.random.pick(['1', '2', '0.5']),
  exchangeRate: () => '1',
  amount: () => '1.00',
  // The fuzz world's invoice is in SGD, which takes no SGD received (400).
  sgdReceived: () => OMIT,
  // A discount's value: small enough for any line (the mutations try big ones).
  value: () => '0.01',
  issueDate: () => '2026-03-02',
  dueDate: () => '2026-04-01',
  validUntil: () => '2026-04-01',
  deliveryDate: () => '2026-03-09',
  date: () => '2026-03-03',
  from: () => '2026-01-01',
  to: () => '2026-12-31',
  cc: () => ['copy@example.sg'],
  // Credit is applied to at least one invoice; a receipt may leave all of it unallocated.
  allocations: (c) =>
    c.route.endsWith('/credit/apply') ? [{ invoiceId: c.ids.invoice, amount: '1.00' }] : [],
  cursor: () => OMIT,
  code: (c) => `FZ-${c.random.below(1e9)}`,
  csv: (c) => (c.route.includes('/products/') ? PRODUCTS_CSV : CONTACTS_CSV),
  mapping: (c) =>
    c.route.includes('/products/')
      ? { code: 'Code', name: 'Name', sellingPrice: 'Price' }
      : { name: 'Name', emails: 'Email' },
};

/** A valid value for a schema, taking a hint from the property's name when there is one. */
export function validValue(schema: JsonSchema, ctx: ValueContext, name?: string): unknown {
  // `to` is a date filter's end, or a document mail's addresses: the schema says which.
  if (name === 'to' && schema.type === 'array') return ['fuzz@example.sg'];
  const hint = name === undefined ? undefined : HINTS[name];
  if (hint) return hint(ctx);
  return fromSchema(schema, ctx);
}

/** A valid value that is there: the schema's own when the hint would leave the field out. */
export function validFieldValue(schema: JsonSchema, ctx: ValueContext, name?: string): unknown {
  const value = validValue(schema, ctx, name);
  return value === OMIT ? fromSchema(schema, ctx) : value;
}

function fromSchema(schema: JsonSchema, ctx: ValueContext): unknown {
  const { random } = ctx;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const notNull = variants.filter((v) => v.type !== 'null' && v.const !== '');
    return fromSchema(random.pick(notNull.length > 0 ? notNull : variants), ctx);
  }
  if ('const' in schema) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'object':
      return objectValue(schema, ctx);
    case 'array': {
      const count = Math.max(
        schema.minItems ?? 0,
        Math.min(schema.maxItems ?? 2, 1 + random.below(2)),
      );
      return Array.from({ length: count }, () => fromSchema(schema.items ?? {}, ctx));
    }
    case 'string':
      return stringValue(schema, random);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      return Math.min(schema.maximum ?? min + 20, min + random.below(20));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function objectValue(schema: JsonSchema, ctx: ValueContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(key) && !ctx.random.chance(0.6)) continue;
    const value = validValue(property, ctx, key);
    if (value !== OMIT) out[key] = value;
  }
  return out;
}

const WORDS = ['kopi', 'teh', 'satay', 'laksa', 'Fuzz', 'Tan', 'Lim', 'Pte', 'Ltd', 'Ang Mo Kio'];

function stringValue(schema: JsonSchema, random: SeededRandom): string {
  if (schema.format === 'date') return '2026-03-15';
  if (schema.format === 'email') return uniqueEmail('fuzz');
  if (schema.format === 'uri') return 'https://example.sg';
  if (schema.pattern) return random.pick(samplesOf(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  let text = `${random.pick(WORDS)} ${random.pick(WORDS)}`;
  while (text.length < min) text += ` ${random.pick(WORDS)}`;
  return text.slice(0, max).trim().padEnd(min, 'x');
}

const patternSamples = new Map<string, string[]>();
/** Strings matching a pattern, drawn once per pattern by fast-check (seeded, so repeatable). */
function samplesOf(pattern: string): string[] {
  let samples = patternSamples.get(pattern);
  if (!samples) {
    samples = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 42, numRuns: 8 });
    patternSamples.set(pattern, samples);
  }
  return samples;
}

const madeIds = createIdGenerator();
/** Well-formed ids of the developers' records (the fuzzer's owner is no developer: 403 first). */
const DEVELOPERS_IDS = {
  projects: madeIds.next('project'),
  tasks: madeIds.next('task'),
  announcements: madeIds.next('announcement'),
};

/** The record a path slot names, read from the resource before it (`/contacts/{id}`). */
export function pathValue(route: string, param: Param, ctx: ValueContext): string {
  const { ids, random } = ctx;
  if (param.schema.enum) return String(random.pick(param.schema.enum));
  const before = route.split(`/{${param.name}}`)[0]?.split('/').pop();
  switch (param.name === 'id' ? before : param.name) {
    case 'tenantId':
      return ids.tenant;
    case 'userUid':
      return random.pick([ids.member, ids.owner]);
    case 'token':
      return ids.inviteToken;
    case 'attachmentId':
      return ids.attachment;
    case 'sendId':
      return ids.send;
    case 'invites':
      return ids.invite;
    case 'contacts':
      return ids.contact;
    case 'accounts':
      return ids.account;
    case 'applicationId':
      return ids.creditApplication;
    case 'products':
      return ids.product;
    case 'statements':
      return ids.statement;
    case 'imports':
      return ids.importJob;
    case 'import':
      return ids.companyImportJob;
    // Developers' records: the world's owner is no developer (403 first), so any id will do.
    case 'projects':
      return DEVELOPERS_IDS.projects;
    case 'tasks':
      return DEVELOPERS_IDS.tasks;
    case 'announcements':
      return DEVELOPERS_IDS.announcements;
    case 'outbox':
      // The outbox's first mail: a verification mail of the world's sign-ups.
      return '1';
    case 'documents':
      return route.includes('/attachments') ||
        route.includes('/sends/') ||
        route.endsWith('/payments')
        ? ids.invoice
        : random.pick([ids.draft, ids.invoice, ids.receipt]);
    default:
      throw new Error(`No record to put in {${param.name}} of ${route}: add it to pathValue`);
  }
}

/** A valid body for a JSON operation. */
export function validBody(operation: Operation, ctx: ValueContext): unknown {
  if (operation.body.kind !== 'json') return undefined;
  return validValue(operation.body.schema, ctx);
}

/** Valid query values: required ones always, optional ones now and then. */
export function validQuery(operation: Operation, ctx: ValueContext): [string, string][] {
  return operation.queryParams
    .filter((p) => p.required || ctx.random.chance(0.5))
    .map((p): [string, unknown] => [p.name, validValue(p.schema, ctx, p.name)])
    .filter(([, value]) => value !== OMIT)
    .map(([name, value]) => [name, encodeURIComponent(String(value))]);
}
