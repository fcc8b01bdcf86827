import {
  type Address,
  type Contact,
  type ContactPatch,
  type ContactRole,
  type CreateContact,
  contactPatchSchema,
  createContactSchema,
  SINGAPORE,
} from '@kira/core/contacts';
import { type Checked, checkedOf } from '../../lib/forms/checked.ts';

export interface AddressDraft {
  line1: string;
  line2: string;
  postalCode: string;
  country: string;
}

/** The contact form's fields as the person types them (text, rows of e-mails and phones). */
export interface ContactDraft {
  role: ContactRole;
  name: string;
  uen: string;
  /** "The UEN is right": save a UEN whose check letter looks wrong. */
  acceptUenWarning: boolean;
  gstNumber: string;
  contactPerson: string;
  emails: string[];
  phones: string[];
  billing: AddressDraft;
  delivery: AddressDraft;
  deliverySameAsBilling: boolean;
  /** Days as typed; empty for the company's default. */
  paymentTermsDays: string;
  currency: string;
  notes: string;
  tags: string[];
}

const EMPTY_ADDRESS: AddressDraft = { line1: '', line2: '', postalCode: '', country: SINGAPORE };

export function emptyContactDraft(role: ContactRole = 'customer'): ContactDraft {
  return {
    role,
    name: '',
    uen: '',
    acceptUenWarning: false,
    gstNumber: '',
    contactPerson: '',
    emails: [''],
    phones: [''],
    billing: EMPTY_ADDRESS,
    delivery: EMPTY_ADDRESS,
    deliverySameAsBilling: true,
    paymentTermsDays: '',
    currency: 'SGD',
    notes: '',
    tags: [],
  };
}

function addressDraftOf(address: Address | null): AddressDraft {
  if (!address) return EMPTY_ADDRESS;
  const { line1, line2, postalCode, country } = address;
  return { line1, line2, postalCode, country };
}

function sameAddress(a: AddressDraft, b: AddressDraft): boolean {
  return JSON.stringify(addressInputOf(a)) === JSON.stringify(addressInputOf(b));
}

/** The form's fields for a saved contact. */
export function contactDraftOf(contact: Contact): ContactDraft {
  const billing = addressDraftOf(contact.billingAddress);
  const delivery = addressDraftOf(contact.deliveryAddress);
  return {
    role: contact.role,
    name: contact.name,
    uen: contact.uen,
    acceptUenWarning: false,
    gstNumber: contact.gstNumber,
    contactPerson: contact.contactPerson,
    emails: contact.emails.length > 0 ? [...contact.emails] : [''],
    phones: contact.phones.length > 0 ? [...contact.phones] : [''],
    billing,
    delivery,
    deliverySameAsBilling: sameAddress(billing, delivery),
    paymentTermsDays: contact.paymentTermsDays === null ? '' : String(contact.paymentTermsDays),
    currency: contact.currency,
    notes: contact.notes,
    tags: [...contact.tags],
  };
}

/** The draft without its blank e-mail and phone rows (so error rows match what is sent). */
export function compactContactDraft(draft: ContactDraft): ContactDraft {
  const filled = (rows: string[]) => rows.filter((row) => row.trim() !== '');
  return { ...draft, emails: filled(draft.emails), phones: filled(draft.phones) };
}

/** An address as the API takes it; none when its lines and postal code are all empty. */
function addressInputOf(address: AddressDraft) {
  const line1 = address.line1.trim();
  const line2 = address.line2.trim();
  const postalCode = address.postalCode.trim();
  if (line1 === '' && line2 === '' && postalCode === '') return null;
  return { line1, line2, postalCode, country: address.country.trim() || SINGAPORE };
}

/** Whole days as a number, empty as null; anything else as typed, for the schema to refuse. */
function termsOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Every field the API takes, from the draft (before the shared schema checks it). */
export function contactInputOf(draft: ContactDraft) {
  const filled = compactContactDraft(draft);
  const billingAddress = addressInputOf(draft.billing);
  return {
    role: draft.role,
    name: draft.name,
    uen: draft.uen,
    gstNumber: draft.gstNumber,
    contactPerson: draft.contactPerson,
    emails: filled.emails,
    phones: filled.phones,
    billingAddress,
    deliveryAddress: draft.deliverySameAsBilling ? billingAddress : addressInputOf(draft.delivery),
    paymentTermsDays: termsOf(draft.paymentTermsDays),
    currency: draft.currency,
    notes: draft.notes,
    tags: draft.tags,
  };
}

export type ContactInput = ReturnType<typeof contactInputOf>;

/** `POST /api/contacts`'s body, checked by the same schema as the server's. */
export function newContactBody(draft: ContactDraft): Checked<CreateContact> {
  const parsed = createContactSchema.safeParse({
    ...contactInputOf(draft),
    ...(draft.acceptUenWarning ? { acceptUenWarning: true } : {}),
  });
  return checkedOf(parsed);
}

/**
 * `PATCH /api/contacts/{id}`'s body: only the fields that changed (an unchanged UEN is not sent,
 * so a UEN saved with its warning needs no new confirmation). `body: null` when nothing changed.
 */
export function contactPatchBody(
  contact: Contact,
  draft: ContactDraft,
): Checked<ContactPatch | null> {
  const before = contactInputOf(contactDraftOf(contact));
  const after = contactInputOf(draft);
  const changed = Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof ContactInput]),
    ),
  );
  if (Object.keys(changed).length === 0) return { ok: true, body: null };
  const parsed = contactPatchSchema.safeParse({
    ...changed,
    ...('uen' in changed && draft.acceptUenWarning ? { acceptUenWarning: true } : {}),
  });
  return checkedOf(parsed);
}
