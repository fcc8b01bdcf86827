import { planIdSchema } from './claims.ts';
import { z } from './zod.ts';

/**
 * The request and response shapes of the plans, a company's subscription and a developer's
 * raised limits: one source for the routes, the OpenAPI document and the plans screen.
 */

const limitCount = z.number().int().nullable();

export const planLimitsSchema = z
  .object({ users: limitCount, documentsPerMonth: limitCount, storageMb: z.number().int() })
  .meta({ id: 'PlanLimits' });

export const planSchema = z
  .object({
    id: planIdSchema,
    name: z.string(),
    summary: z.string(),
    monthlyPriceSgd: z.string(),
    limits: planLimitsSchema,
    features: z.array(
      z.object({ name: z.string(), availability: z.enum(['included', 'not-included', 'later']) }),
    ),
  })
  .meta({ id: 'Plan' });
export type PlanView = z.infer<typeof planSchema>;

export const planListSchema = z.object({ items: z.array(planSchema) }).meta({ id: 'PlanList' });

export const limitOverridesSchema = z
  .object({
    users: limitCount.optional(),
    documentsPerMonth: limitCount.optional(),
    storageMb: z.number().int().optional(),
  })
  .meta({ id: 'LimitOverrides' });

export const subscriptionSchema = z
  .object({
    tenantId: z.string(),
    /** The plan in force: Business while a trial runs. */
    plan: planIdSchema,
    trial: z
      .object({ endsAt: z.string(), daysLeft: z.number().int(), endsSoon: z.boolean() })
      .nullable(),
    limits: planLimitsSchema,
    /** What a developer raised above the plan's limits. */
    overrides: limitOverridesSchema,
    usage: z.object({
      /** Members and invitations not yet accepted. */
      users: z.number().int(),
      /** Quotations, invoices and orders issued this month (Singapore calendar). */
      documentsThisMonth: z.number().int(),
      storageBytes: z.number().int(),
    }),
    /** Who takes payment: `none` records the choice and applies it at once. */
    provider: z.string(),
    /** Limits never hold this company back (the demo showcase). */
    exempt: z.boolean(),
    abilities: z.object({ manage: z.boolean() }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const changeSubscriptionSchema = z
  .object({ plan: planIdSchema })
  .strict()
  .meta({ id: 'ChangeSubscriptionRequest' });
export type ChangeSubscription = z.infer<typeof changeSubscriptionSchema>;

const overrideValue = (max: number) =>
  z.number().int('Enter a whole number').min(1, 'A limit is at least 1').max(max).nullable();

/** A developer raises (or, with null, stops raising) a company's limits. */
export const raiseLimitsSchema = z
  .object({
    users: overrideValue(100_000).optional(),
    documentsPerMonth: overrideValue(10_000_000).optional(),
    storageMb: overrideValue(1_048_576).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Name at least one of users, documentsPerMonth, storageMb',
  })
  .meta({ id: 'RaiseLimitsRequest' });
export type RaiseLimits = z.infer<typeof raiseLimitsSchema>;

export const companyLimitsSchema = z
  .object({
    tenantId: z.string(),
    plan: planIdSchema,
    limits: planLimitsSchema,
    overrides: limitOverridesSchema,
  })
  .meta({ id: 'CompanyLimits' });
export type CompanyLimits = z.infer<typeof companyLimitsSchema>;
