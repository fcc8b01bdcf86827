import {
  emailSchema,
  optionalChecked,
  optionalText,
  paymentTermsDaysSchema,
  requiredText,
} from './form-fields.ts';
import { pagingSchema, sortSchema, triStateSchema } from './listing.ts';
import { contactAbilitiesSchema } from './policies/contact-policy.ts';
import { checkPhone, checkPostalCode, checkTypedGstNumber } from './singapore-identifiers.ts';
import { normaliseUen, uenWarningOf, validateUen } from './uen.ts';
import { z } from './zod.ts';

export const CONTACT_ROLES = [
  { label: 'Customer', value: 'customer' },
  { label: 'Supplier', value: 'supplier' },
  { label: 'Customer and supplier', value: 'both' },
] as const;
export const CONTACT_ROLE_VALUES = ['customer', 'supplier', 'both'] as const;
export const contactRoleSchema = z.enum(CONTACT_ROLE_VALUES, {
  error: 'A contact is a customer, a supplier or both',
});
export type ContactRole = z.infer<typeof contactRoleSchema>;

export const MAX_EMAILS = 5;
export const MAX_PHONES = 5;
export const MAX_TAGS = 20;
export const SINGAPORE = 'Singapore';

/** A UEN as a contact carries it: empty, or in one of the Singapore formats. */
export const contactUenSchema = z
  .string()
  .transform(normaliseUen)
  .superRefine((uen, context) => {
    if (uen === '') return;
    const check = validateUen(uen);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.error ?? 'Not a UEN' });
  });

export { uenWarningOf };

export const MSG_ACCEPT_UEN_WARNING = 'Check the UEN, or confirm that it is right to save it.';

export const addressInputSchema = z
  .object({
    line1: requiredText('Address line 1', 120),
    line2: optionalText('Address line 2', 120).default(''),
    postalCode: optionalText('Postal code', 12).default(''),
    country: requiredText('Country', 60).default(SINGAPORE),
  })
  .superRefine((address, context) => {
    if (address.country.toLowerCase() !== SINGAPORE.toLowerCase() || address.postalCode === '')
      return;
    const check = checkPostalCode(address.postalCode);
    if (!check.ok) context.addIssue({ code: 'custom', path: ['postalCode'], message: check.error });
  });
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z
  .object({
    id: z.string(),
    line1: z.string(),
    line2: z.string(),
    postalCode: z.string(),
    country: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

const listOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `At most ${max} ${what}`);

const uniqueTrimmed = (values: string[]) => [...new Set(values)];

export const tagSchema = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(40, 'A tag can be at most 40 characters');

/** Every field of a contact a person edits, each checked on its own (no defaults: PATCH). */
export const contactFields = z.object({
  role: contactRoleSchema,
  name: requiredText('Name', 160),
  uen: contactUenSchema,
  gstNumber: optionalChecked(checkTypedGstNumber),
  contactPerson: optionalText('Contact person', 120),
  emails: listOf(emailSchema, MAX_EMAILS, 'e-mail addresses').transform(uniqueTrimmed),
  phones: listOf(optionalChecked(checkPhone), MAX_PHONES, 'phone numbers').transform((phones) =>
    uniqueTrimmed(phones.filter((phone) => phone !== '')),
  ),
  billingAddress: addressInputSchema.nullable(),
  deliveryAddress: addressInputSchema.nullable(),
  paymentTermsDays: paymentTermsDaysSchema.nullable(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'A currency is a 3-letter ISO code such as SGD or USD'),
  notes: optionalText('Notes', 4000),
  tags: listOf(tagSchema, MAX_TAGS, 'tags').transform(uniqueTrimmed),
});

const f = contactFields.shape;

/** A new contact: role and name, and empty defaults for what it was not given. */
const newContactFields = contactFields.extend({
  uen: f.uen.default(''),
  gstNumber: f.gstNumber.default(''),
  contactPerson: f.contactPerson.default(''),
  emails: f.emails.default([]),
  phones: f.phones.default([]),
  billingAddress: f.billingAddress.default(null),
  deliveryAddress: f.deliveryAddress.default(null),
  paymentTermsDays: f.paymentTermsDays.default(null),
  currency: f.currency.default('SGD'),
  notes: f.notes.default(''),
  tags: f.tags.default([]),
});

const acceptUenWarning = z
  .boolean()
  .optional()
  .describe('Save a UEN whose check letter looks wrong (ACRA publishes no algorithm)');

function requireUenAcceptance(
  value: { uen?: string; acceptUenWarning?: boolean | undefined },
  context: z.RefinementCtx,
) {
  if (value.uen === undefined || value.acceptUenWarning) return;
  const warning = uenWarningOf(value.uen);
  if (warning) {
    context.addIssue({
      code: 'custom',
      path: ['uen'],
      message: `${warning} ${MSG_ACCEPT_UEN_WARNING}`,
    });
  }
}

/** `POST /api/contacts`. */
export const createContactSchema = newContactFields
  .extend({ acceptUenWarning })
  .strict()
  .superRefine(requireUenAcceptance)
  .meta({ id: 'CreateContact' });
export type CreateContact = z.infer<typeof createContactSchema>;
export type CreateContactInput = z.input<typeof createContactSchema>;

/** `PATCH /api/contacts/{id}`: any of the fields. */
export const contactPatchSchema = contactFields
  .partial()
  .extend({ acceptUenWarning })
  .strict()
  .superRefine(requireUenAcceptance)
  .refine(
    (patch) => Object.keys(patch).some((key) => key !== 'acceptUenWarning'),
    'Give at least one field to change',
  )
  .meta({ id: 'ContactPatch' });
export type ContactPatch = z.infer<typeof contactPatchSchema>;

/**
 * What a customer owes and what it has in credit, in SGD (each document's amount at its own
 * exchange rate, to the cent): `owed` the balances of its issued and partly paid invoices,
 * `credit` its issued credit notes that credit no invoice and what its issued receipts left
 * unallocated. Definition and reasons: docs/contacts-products.md.
 */
export const contactBalanceSchema = z
  .object({ currency: z.literal('SGD'), owed: z.string(), credit: z.string() })
  .meta({ id: 'ContactBalance' });
export type ContactBalance = z.infer<typeof contactBalanceSchema>;

/** What a customer owes and has in credit in one currency, in that currency (issue 36). */
export const currencyBalanceSchema = z
  .object({ currency: z.string(), owed: z.string(), credit: z.string() })
  .meta({ id: 'CurrencyBalance' });
export type CurrencyBalance = z.infer<typeof currencyBalanceSchema>;

export const contactSchema = z
  .object({
    id: z.string(),
    role: contactRoleSchema,
    name: z.string(),
    uen: z.string(),
    uenWarning: z.string().nullable(),
    gstNumber: z.string(),
    contactPerson: z.string(),
    emails: z.array(z.string()),
    phones: z.array(z.string()),
    billingAddress: addressSchema.nullable(),
    deliveryAddress: addressSchema.nullable(),
    paymentTermsDays: z.number().int().nullable(),
    currency: z.string(),
    notes: z.string(),
    tags: z.array(z.string()),
    archived: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** What the user may do to it now, from the contact policy. */
    abilities: contactAbilitiesSchema,
    /** Null for a user who may not read invoices (finance's). */
    balance: contactBalanceSchema.nullable(),
    /** Each currency apart (SGD first), in its own currency; null as `balance` is. */
    balances: z.array(currencyBalanceSchema).nullable(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;
/** A contact as stored, before the policy adds what the user may do to it and its balance. */
export type ContactRecord = Omit<Contact, 'abilities' | 'balance' | 'balances'>;

/** A contact as the contact book lists it: what its table shows (the rest is one click away). */
export const contactListItemSchema = contactSchema
  .pick({
    id: true,
    role: true,
    name: true,
    uen: true,
    contactPerson: true,
    emails: true,
    phones: true,
    tags: true,
    archived: true,
    updatedAt: true,
    abilities: true,
    balance: true,
    balances: true,
    /** Its own payment terms (null: the company's): a new invoice's due date comes from them. */
    paymentTermsDays: true,
  })
  .meta({ id: 'ContactListItem' });
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const CONTACT_SORT_FIELDS = ['name', 'role', 'uen', 'createdAt', 'updatedAt'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

/** The role filter of the contact book: customers include contacts that are both. */
export const CONTACT_ROLE_FILTERS = ['customer', 'supplier', 'both'] as const;

/** `GET /api/contacts` (and its CSV export): filters, sorting and paging. */
export const contactListQuerySchema = pagingSchema.extend({
  q: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
  role: z.enum(CONTACT_ROLE_FILTERS, { error: 'Filter by customer, supplier or both' }).optional(),
  tag: z.string().trim().max(40).optional(),
  archived: triStateSchema.default('false'),
  sort: sortSchema(CONTACT_SORT_FIELDS, 'name'),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** Which stored roles a role filter matches. */
export function rolesMatching(filter: ContactListQuery['role']): ContactRole[] | undefined {
  if (filter === 'customer') return ['customer', 'both'];
  if (filter === 'supplier') return ['supplier', 'both'];
  if (filter === 'both') return ['both'];
  return undefined;
}
