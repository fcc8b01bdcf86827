import { PLAN_IDS } from './claims.ts';
import { ACCESS_LEVEL_VALUES, DEPARTMENT_VALUES } from './enums.ts';
import { abilitiesSchema } from './permissions.ts';
import { z } from './zod.ts';

const departmentAccessSchema = z.object({
  department: z.enum(DEPARTMENT_VALUES),
  level: z.enum(ACCESS_LEVEL_VALUES),
});

export const claimsSchema = z
  .object({
    tenantId: z.string(),
    accessLevel: z.array(departmentAccessSchema),
    isDeveloper: z.boolean(),
    subscription: z.enum(PLAN_IDS),
  })
  .meta({ id: 'Claims' });

/** `GET /api/me`: who is signed in, their profile, their claims in the active company. */
export const meSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
    }),
    profile: z.object({
      userid: z.string(),
      displayName: z.string(),
      tenantId: z.string(),
      accessLevel: z.array(departmentAccessSchema),
      title: z.string(),
      email: z.string(),
      dateJoined: z.string(),
    }),
    claims: claimsSchema,
    company: z.object({
      tenantId: z.string(),
      name: z.string(),
      isPlatform: z.boolean(),
      isReadOnly: z.boolean(),
    }),
    /** What the user may do in the active company, computed by the server. */
    abilities: abilitiesSchema,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/**
 * `GET /api/session`: the web app's check of who is there. A signed-out visitor is normal, not
 * an error: `{ me: null }` with 200, where `GET /api/me` answers 401.
 */
export const sessionSchema = z.object({ me: meSchema.nullable() }).meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/**
 * A name or title a person shows to others: 1 to 80 characters once trimmed, on one line and
 * without control characters (they would break a mail's header or a terminal's display). The
 * one rule wherever such a name enters: sign-up, the profile, a member's or an invitation's title.
 */
const profileText = (field: string) =>
  z
    .string()
    .regex(/^[^\p{Cc}\u2028\u2029]*$/u, `${field} must be on one line, without control characters`)
    .trim()
    .min(1, `${field} cannot be empty`)
    .max(80, `${field} can be at most 80 characters`);

/** A person's display name (sign-up, `PATCH /api/me`). */
export const displayNameSchema = profileText('Display name');
/** A person's title in a company (the profile, a member, an invitation). */
export const titleSchema = profileText('Title');

/** `PATCH /api/me`: what a user may change of their own profile. */
export const updateMeSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    title: titleSchema.optional(),
  })
  .refine((body) => body.displayName !== undefined || body.title !== undefined, {
    message: 'Give a displayName or a title to change',
  })
  .meta({ id: 'UpdateMe' });
export type UpdateMe = z.infer<typeof updateMeSchema>;
