import { accessLevelListSchema, planIdSchema } from './claims.ts';
import { gstRoundingSchema, paynowProxyTypeSchema } from './company-settings.ts';
import { ACCESS_LEVEL_VALUES, DEPARTMENT_VALUES } from './enums.ts';
import { claimsSchema, titleSchema } from './me.ts';
import { NUMBERED_KINDS, numberedKindSchema } from './numbering.ts';
import { abilitiesSchema } from './permissions.ts';
import { invitationAbilitiesSchema } from './policies/invitation-policy.ts';
import { memberAbilitiesSchema } from './policies/member-policy.ts';
import { z } from './zod.ts';

/**
 * The request and response shapes of companies, members, invites, settings and the audit log:
 * one source for the server's routes, the OpenAPI document and the web app's forms.
 */

const departmentAccessSchema = z.object({
  department: z.enum(DEPARTMENT_VALUES),
  level: z.enum(ACCESS_LEVEL_VALUES),
});

export const companySummarySchema = z
  .object({
    tenantId: z.string(),
    name: z.string(),
    title: z.string(),
    isActive: z.boolean(),
    isReadOnly: z.boolean(),
    isPlatform: z.boolean(),
    plan: planIdSchema,
  })
  .meta({ id: 'CompanySummary' });
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyListSchema = z
  .object({ items: z.array(companySummarySchema) })
  .meta({ id: 'CompanyList' });

/** The answer to creating or switching to a company: the company and the new claims. */
export const activeCompanySchema = z
  .object({ company: companySummarySchema, claims: claimsSchema })
  .meta({ id: 'ActiveCompany' });
export type ActiveCompany = z.infer<typeof activeCompanySchema>;

export const memberSchema = z
  .object({
    userUid: z.string(),
    name: z.string(),
    email: z.string(),
    title: z.string(),
    accessLevel: z.array(departmentAccessSchema),
    joinedAt: z.string(),
    isYou: z.boolean(),
    /** What the user may do to this member now, from the member policy. */
    abilities: memberAbilitiesSchema,
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z
  .object({ items: z.array(memberSchema), abilities: abilitiesSchema })
  .meta({ id: 'MemberList' });
export type MemberList = z.infer<typeof memberListSchema>;

export const updateMemberSchema = z
  .object({ accessLevel: accessLevelListSchema.optional(), title: titleSchema.optional() })
  .strict()
  .refine((body) => body.accessLevel !== undefined || body.title !== undefined, {
    message: 'Give an accessLevel or a title to change',
  })
  .meta({ id: 'UpdateMember' });
export type UpdateMember = z.infer<typeof updateMemberSchema>;

export const INVITE_VALID_DAYS = 7;

export const createInviteSchema = z
  .object({
    email: z.email('Enter the e-mail address to invite').transform((e) => e.toLowerCase()),
    accessLevel: accessLevelListSchema,
    title: titleSchema.optional(),
  })
  .strict()
  .meta({ id: 'CreateInvite' });
export type CreateInvite = z.input<typeof createInviteSchema>;

export const inviteStatusSchema = z.enum(['pending', 'accepted', 'revoked', 'expired']);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

export const inviteSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    title: z.string(),
    accessLevel: z.array(departmentAccessSchema),
    status: inviteStatusSchema,
    invitedBy: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    /** What the user may do to this invitation now, from the invitation policy. */
    abilities: invitationAbilitiesSchema,
  })
  .meta({ id: 'Invite' });
export type Invite = z.infer<typeof inviteSchema>;

export const inviteListSchema = z
  .object({ items: z.array(inviteSchema), abilities: abilitiesSchema })
  .meta({ id: 'InviteList' });

/** What the holder of an invitation link sees before accepting it. */
export const invitationSchema = z
  .object({
    companyName: z.string(),
    email: z.string(),
    title: z.string(),
    invitedBy: z.string(),
    status: inviteStatusSchema,
    expiresAt: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

const text = z.string();

/** The settings as the API answers with them: plain values (the checks are on the way in). */
export const companySettingsSchemaOut = z
  .object({
    legalName: text,
    uen: text,
    addressLine1: text,
    addressLine2: text,
    postalCode: text,
    country: text,
    phone: text,
    email: text,
    website: text,
    gstRegistered: z.boolean(),
    gstNumber: text,
    gstRegisteredOn: text,
    gstRounding: gstRoundingSchema,
    gstQuarterStartMonth: z.number().int(),
    cashRounding: z.boolean(),
    paymentTermsDays: z.number().int(),
    bankName: text,
    bankAccountName: text,
    bankAccountNumber: text,
    bankSwift: text,
    paynowProxyType: paynowProxyTypeSchema,
    paynowProxy: text,
    invoiceTerms: text,
    invoiceFooter: text,
    deliveryOrderPrices: z.boolean(),
    fiscalYearStartMonth: z.number().int(),
    timezone: text,
    tenantId: z.string(),
    isReadOnly: z.boolean(),
    plan: planIdSchema,
    hasLogo: z.boolean(),
    logoUpdatedAt: z.string().nullable(),
    /** The UEN's check letter does not match: shown beside the field, never refused. */
    uenWarning: z.string().nullable(),
    abilities: abilitiesSchema,
  })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettingsSchemaOut>;

export const numberingEntrySchema = z.object({
  kind: numberedKindSchema,
  label: z.string(),
  prefix: z.string(),
  padding: z.number().int(),
  nextNumber: z.number().int(),
  /** The number the next issued document of this kind will get, e.g. `INV-000042`. */
  preview: z.string(),
});
export type NumberingEntry = z.infer<typeof numberingEntrySchema>;

export const numberingListSchema = z
  .object({ items: z.array(numberingEntrySchema), abilities: abilitiesSchema })
  .meta({ id: 'NumberingList' });
export type NumberingList = z.infer<typeof numberingListSchema>;

export const NUMBERED_KIND_COUNT = NUMBERED_KINDS.length;

// No meta id: query parameters are listed one by one in OpenAPI, never as a shared component.
export const auditQuerySchema = z.object({
  entity: z.string().trim().min(1).optional(),
  action: z.string().trim().min(1).optional(),
  userUid: z.string().trim().min(1).optional(),
  from: z.iso.date('Give from as YYYY-MM-DD').optional(),
  to: z.iso.date('Give to as YYYY-MM-DD').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** Who made a change, as the audit log shows them: their name and e-mail today. */
export const auditActorSchema = z
  .object({ name: z.string(), email: z.string() })
  .meta({ id: 'AuditActor' });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    occurredAt: z.string(),
    /** The auth user id of who made the change; null when Kira itself did. */
    userUid: z.string().nullable(),
    /** Who made the change while they are a member; null for a former member (and for Kira). */
    actor: auditActorSchema.nullable(),
    entity: z.string(),
    entityId: z.string(),
    action: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({
    items: z.array(auditEntrySchema),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    /** The entities and actions found in this company's trail, for the filters. */
    entities: z.array(z.string()),
    actions: z.array(z.string()),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
