import type { Address } from '@kira/core/contacts';
import type { NumberedKind } from '@kira/core/numbering';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  companies,
  contactAddresses,
  contacts,
  documentNumbering,
  documents,
} from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { type Numbering, numberingFrom } from '../numbering.ts';

/** What a company's settings say about a document's amounts. */
export interface TaxSettings {
  gstRegistered: boolean;
  /** The day the registration took effect; null when not given (registered on every date). */
  gstRegisteredOn: string | null;
  gstRounding: 'line' | 'subtotal';
  cashRounding: boolean;
  paymentTermsDays: number;
}

/** What a document takes from its contact: its snapshot at issue, and its payment terms. */
export interface DocumentContact {
  name: string;
  uen: string;
  gstNumber: string;
  contactPerson: string;
  emails: string[];
  paymentTermsDays: number | null;
  billingAddress: Pick<Address, 'line1' | 'line2' | 'postalCode' | 'country'> | null;
}

export const billing = alias(contactAddresses, 'billing');

/** What a document command needs of its company, its contact and its kind's numbering. */
export interface CompanyContext {
  settings: TaxSettings;
  /** Null when no contact was asked for, or the company has none of that id. */
  contact: DocumentContact | null;
  numbering: Numbering | null;
}

// The company context as columns of one select, joined as companyContextOf and
// readDocumentForIssue join them.
export const contextColumns = {
  settings: {
    gstRegistered: companies.gstRegistered,
    gstRegisteredOn: companies.gstRegisteredOn,
    gstRounding: companies.gstRounding,
    cashRounding: companies.cashRounding,
    paymentTermsDays: companies.paymentTermsDays,
  },
  numbering: { prefix: documentNumbering.prefix, padding: documentNumbering.padding },
  contact: {
    name: contacts.name,
    uen: contacts.uen,
    gstNumber: contacts.gstNumber,
    contactPerson: contacts.contactPerson,
    emails: contacts.emails,
    paymentTermsDays: contacts.paymentTermsDays,
  },
  billing: {
    line1: billing.line1,
    line2: billing.line2,
    postalCode: billing.postalCode,
    country: billing.country,
  },
};

type Nullable<T> = { [K in keyof T]: T[K] | null };
interface ContextRow {
  settings: Omit<TaxSettings, 'gstRounding'> & { gstRounding: string };
  numbering: Nullable<Numbering> | null;
  contact: Nullable<Omit<DocumentContact, 'billingAddress'>> | null;
  billing: Nullable<NonNullable<DocumentContact['billingAddress']>> | null;
}

const toSettings = (settings: ContextRow['settings']): TaxSettings => ({
  ...settings,
  gstRounding: settings.gstRounding as TaxSettings['gstRounding'],
});

export function toContext(row: ContextRow, kind: NumberedKind | null): CompanyContext {
  const { settings, numbering, contact, billing: address } = row;
  return {
    settings: toSettings(settings),
    // A left-joined row is absent when its columns are null: these ones never are otherwise.
    contact:
      contact?.name == null
        ? null
        : {
            ...(contact as Omit<DocumentContact, 'billingAddress'>),
            billingAddress:
              address?.line1 == null
                ? null
                : (address as NonNullable<DocumentContact['billingAddress']>),
          },
    numbering: kind ? numberingFrom(kind, numbering) : null,
  };
}

/** A document's company, for a select from `documents` (with `contextColumns`). */
export const companyOfDocument = eq(companies.tenantId, documents.tenantId);

/** How documents of `kind` (a column or a value) are numbered in the document's company. */
export const numberingOfDocuments = (kind: SQL | PgColumn | string) =>
  and(eq(documentNumbering.tenantId, documents.tenantId), eq(documentNumbering.kind, kind));

/** A document's contact. */
export const contactOfDocument = and(
  eq(contacts.tenantId, documents.tenantId),
  eq(contacts.id, documents.contactId),
);

export const billingOfContact = and(
  eq(billing.tenantId, contacts.tenantId),
  eq(billing.contactId, contacts.id),
  eq(billing.kind, 'billing'),
);

/**
 * What a document command reads of its company, in one query: the tax settings and, when
 * asked, a contact of the company's and how a kind is numbered.
 */
export async function companyContextOf(
  t: TenantSession,
  { contactId = null, kind = null }: { contactId?: string | null; kind?: NumberedKind | null },
): Promise<CompanyContext> {
  const [row] = await t.tx
    .select(contextColumns)
    .from(companies)
    .leftJoin(
      documentNumbering,
      and(
        eq(documentNumbering.tenantId, companies.tenantId),
        eq(documentNumbering.kind, kind ?? ''),
      ),
    )
    .leftJoin(
      contacts,
      and(eq(contacts.tenantId, companies.tenantId), eq(contacts.id, contactId ?? '')),
    )
    .leftJoin(billing, billingOfContact)
    .where(t.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return toContext(row, kind);
}

export async function taxSettingsOf(t: TenantSession): Promise<TaxSettings> {
  const [row] = await t.tx
    .select(contextColumns.settings)
    .from(companies)
    .where(t.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return toSettings(row);
}
