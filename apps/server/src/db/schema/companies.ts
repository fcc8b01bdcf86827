import type { DocumentMailTemplates } from '@kira/core/document-mail';
import type { LimitOverrides } from '@kira/core/plans';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A company is a tenant: it owns every business record. Its settings are its own columns. */
export const companies = pgTable('companies', {
  tenantId: text('tenant_id').primaryKey(),
  /** The legal name, as on the company's documents. */
  name: text('name').notNull(),
  isPlatform: boolean('is_platform').notNull().default(false),
  /** The demo showcase: nobody but a developer may write in it, whatever their levels. */
  isReadOnly: boolean('is_read_only').notNull().default(false),
  /** The subscription plan: free, team or business. */
  plan: text('plan').notNull().default('free'),
  /**
   * While a new company's trial runs: when it ends (its plan is then `business`, and falls to
   * `free` at this moment unless a plan was chosen, which clears it). Null: no trial.
   */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Limits a developer raised for this company above its plan's (core's PlanLimits, in part). */
  limitOverrides: jsonb('limit_overrides').$type<LimitOverrides>().notNull().default({}),
  uen: text('uen').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default('Singapore'),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  /** The logo's file name under `DATA_DIR/logos`, or null without a logo. */
  logoFile: text('logo_file'),
  logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
  gstRegistered: boolean('gst_registered').notNull().default(false),
  gstNumber: text('gst_number').notNull().default(''),
  gstRegisteredOn: date('gst_registered_on'),
  /**
   * The month (1-12) one of the GST quarters IRAS assigned begins in: 1 (the default) gives
   * calendar quarters; 2 gives Feb-Apr, May-Jul, Aug-Oct, Nov-Jan.
   */
  gstQuarterStartMonth: integer('gst_quarter_start_month').notNull().default(1),
  /** `line` or `subtotal`: where GST is rounded to the cent. */
  gstRounding: text('gst_rounding').notNull().default('line'),
  /** Round cash totals to 5 cents. */
  cashRounding: boolean('cash_rounding').notNull().default(false),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  bankName: text('bank_name').notNull().default(''),
  bankAccountName: text('bank_account_name').notNull().default(''),
  bankAccountNumber: text('bank_account_number').notNull().default(''),
  bankSwift: text('bank_swift').notNull().default(''),
  /** `none`, `uen` or `mobile`. */
  paynowProxyType: text('paynow_proxy_type').notNull().default('none'),
  paynowProxy: text('paynow_proxy').notNull().default(''),
  invoiceTerms: text('invoice_terms').notNull().default(''),
  invoiceFooter: text('invoice_footer').notNull().default(''),
  /** Whether delivery orders print their prices; off prints quantities only. */
  deliveryOrderPrices: boolean('delivery_order_prices').notNull().default(true),
  /** The subject and message a document is e-mailed with, for the kinds the company wrote. */
  documentMail: jsonb('document_mail').$type<DocumentMailTemplates>().notNull().default({}),
  fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
  timezone: text('timezone').notNull().default('Asia/Singapore'),
  /** The auth user id of who created it; null for the companies made at first start. */
  createdBy: text('created_by'),
  /**
   * While a company is being made from an archive (company-transfer/): until when its import is
   * known to be alive. It has no members until the import ends and clears this; one whose time
   * passed was abandoned (its process died) and is removed.
   */
  importingUntil: timestamp('importing_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every plan a company was put on, as the payment provider recorded it (the only provider so far
 * records the choice: `provider` is `none`). Ids of kind subscription (`B...`).
 */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: text('id').notNull(),
    plan: text('plan').notNull(),
    previousPlan: text('previous_plan').notNull(),
    provider: text('provider').notNull(),
    changedBy: text('changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
