import type { ContactRole } from '@kira/core/contacts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** The contact book: customers and suppliers of one company. */
export const contacts = pgTable(
  'contacts',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: text('id').notNull(),
    role: text('role').$type<ContactRole>().notNull(),
    name: text('name').notNull(),
    uen: text('uen').notNull().default(''),
    gstNumber: text('gst_number').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    paymentTermsDays: integer('payment_terms_days'),
    currency: text('currency').notNull().default('SGD'),
    notes: text('notes').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    archived: boolean('archived').notNull().default(false),
    /** Lower-cased name, UEN, person, e-mails and phones: what the quick filter searches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // The contact book's default order: by name ignoring case, whatever the database's collation.
    // The role and the name ride along (after the unique id, they change no order), so a page
    // and its count are found in the index alone.
    index('contacts_name_idx').on(
      table.tenantId,
      table.archived,
      sql`lower(${table.name})`,
      table.id,
      table.role,
      table.name,
    ),
    index('contacts_uen_idx').on(table.tenantId, table.uen),
    index('contacts_search_idx').using(
      'gin',
      table.tenantId,
      sql`${table.searchText} gin_trgm_ops`,
    ),
    index('contacts_tags_idx').using('gin', table.tags),
  ],
);

/** A contact's billing and delivery addresses, each with a generated id of kind address. */
export const contactAddresses = pgTable(
  'contact_addresses',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    contactId: text('contact_id').notNull(),
    kind: text('kind').$type<'billing' | 'delivery'>().notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('contact_addresses_kind_uq').on(table.tenantId, table.contactId, table.kind),
    foreignKey({
      columns: [table.tenantId, table.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('cascade'),
  ],
);
