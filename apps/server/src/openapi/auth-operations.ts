import { mailDelayedSchema } from '@kira/core/mail-notice';
import { displayNameSchema } from '@kira/core/me';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kira/core/passwords';
import { z } from 'zod';

// Written out rather than taken from better-auth's `openAPI()` plugin (1.7.25), measured
// 2026-11-27 by putting the plugin's operations for these seven paths into Kira's document: its
// paths are relative to /api/auth and include 23 endpoints Kira does not offer; Redocly's
// recommended rules then found 20 errors (7 operations without a summary, 7 requiring an
// undeclared `bearerAuth` scheme, 6 `nullable` keywords invalid in OpenAPI 3.1) and 18 unused
// schemas; and it lacks Kira's 202 (mail late) answers, the password length and display name
// rules (docs/decisions/0005-generated-api-client.md).

/**
 * The better-auth endpoints a client of Kira's API needs (auth/auth-routes.ts mounts them at
 * /api/auth/* behind one hidden route): sign-up, sign-in, sign-out, the password reset, the
 * password change and the verification mail, with the bodies better-auth reads and answers, and
 * the answers Kira adds (202 while mail is late, 429 past a limit).
 */
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

const authUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('The user as better-auth answers with it');

const authError = z
  .object({ code: z.string().optional(), message: z.string() })
  .describe("better-auth's refusal: a code and a message to show");

const signUpRequest = z.object({
  name: displayNameSchema,
  email: z.email(),
  password,
  callbackURL: z
    .string()
    .optional()
    .describe('Where the verification link leads after verifying (a path of this app)'),
  invitation: z
    .string()
    .optional()
    .describe(
      "The token of the invitation link signed up from: a pending invitation's, for this e-mail, means no verification mail (the link proved the address)",
    ),
});

// A sign-up never signs in (the same answer for a new and a taken address: docs/accounts.md).
const signUpAnswer = z.object({ token: z.null(), user: authUser });

const signInRequest = z.object({
  email: z.string(),
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

const signInAnswer = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().optional(),
  user: authUser,
});

const signOutAnswer = z.object({ success: z.boolean() });

const resetRequest = z.object({
  email: z.email(),
  redirectTo: z
    .string()
    .optional()
    .describe('The page of this app the mailed link opens, with `?token=` added'),
});

const resetRequested = z.object({ status: z.boolean(), message: z.string() });

const resetPassword = z.object({ newPassword: password, token: z.string() });

const authStatus = z.object({ status: z.boolean() });

const changePassword = z.object({
  currentPassword: z.string(),
  newPassword: password,
  revokeOtherSessions: z
    .boolean()
    .optional()
    .describe('Ignored: Kira always ends every other session of the user'),
});

// `token` is the new session's, which better-auth leaves null when other sessions are kept.
const passwordChanged = z.object({ token: z.string().nullable(), user: authUser });

const verificationEmailRequest = z.object({
  email: z.email(),
  callbackURL: z
    .string()
    .optional()
    .describe('Where the verification link leads after verifying (a path of this app)'),
});

const SCHEMAS = {
  AuthUser: [authUser, 'output'],
  AuthError: [authError, 'output'],
  SignUpRequest: [signUpRequest, 'input'],
  SignUpAnswer: [signUpAnswer, 'output'],
  SignUpMailDelayed: [signUpAnswer.extend(mailDelayedSchema.shape), 'output'],
  SignInRequest: [signInRequest, 'input'],
  SignInAnswer: [signInAnswer, 'output'],
  SignOutAnswer: [signOutAnswer, 'output'],
  PasswordResetRequest: [resetRequest, 'input'],
  PasswordResetRequested: [resetRequested, 'output'],
  PasswordResetMailDelayed: [resetRequested.extend(mailDelayedSchema.shape), 'output'],
  ResetPasswordRequest: [resetPassword, 'input'],
  AuthStatus: [authStatus, 'output'],
  ChangePasswordRequest: [changePassword, 'input'],
  PasswordChanged: [passwordChanged, 'output'],
  VerificationEmailRequest: [verificationEmailRequest, 'input'],
  VerificationEmailMailDelayed: [authStatus.extend(mailDelayedSchema.shape), 'output'],
} as const;

type SchemaName = keyof typeof SCHEMAS;

/** The components the operations below refer to, as JSON Schema. */
export function authSchemas(): Record<SchemaName, object> {
  return Object.fromEntries(
    Object.entries(SCHEMAS).map(([name, [schema, io]]) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, {
        io,
        target: 'draft-2020-12',
        unrepresentable: 'throw',
        reused: 'inline',
      });
      return [name, json];
    }),
  ) as Record<SchemaName, object>;
}

// `Error` is Kira's own error body (http/error-schema.ts), which its 429 answers carry.
const ref = (name: SchemaName | 'Error') => ({ $ref: `#/components/schemas/${name}` });
const json = (name: SchemaName | 'Error', description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
});
const body = (name: SchemaName) => ({
  required: true,
  content: { 'application/json': { schema: ref(name) } },
});
const refused = json('AuthError', 'Refused: the message says why');
const tooMany = {
  ...json('Error', 'Too many attempts from this address or on this account'),
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
};
const mailDelayed = (name: SchemaName) =>
  json(name, 'Done, but mail delivery is failing: the e-mail will be late (docs/mail.md)');

/** The operations, by path, as the OpenAPI document's `paths` holds them. */
export const AUTH_PATHS = {
  '/api/auth/sign-up/email': {
    post: {
      summary: 'Sign up with e-mail and password (mails a verification link; never signs in)',
      requestBody: body('SignUpRequest'),
      responses: {
        '200': json('SignUpAnswer', 'The account, or the same answer for a taken address'),
        '202': mailDelayed('SignUpMailDelayed'),
        '400': refused,
        '429': tooMany,
      },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      summary: 'Sign in with e-mail and password: sets the session cookie',
      requestBody: body('SignInRequest'),
      responses: {
        '200': {
          ...json('SignInAnswer', 'Signed in'),
          headers: {
            'Set-Cookie': {
              description: 'The session cookie (`better-auth.session_token`)',
              schema: { type: 'string' },
            },
          },
        },
        '400': refused,
        '401': json('AuthError', 'Wrong e-mail or password'),
        '429': tooMany,
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      summary: 'Sign out: ends the session and clears its cookie',
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': json('SignOutAnswer', 'Signed out'),
        '400': refused,
      },
    },
  },
  '/api/auth/request-password-reset': {
    post: {
      summary: 'Mail a password reset link (the same answer whether the address has an account)',
      requestBody: body('PasswordResetRequest'),
      responses: {
        '200': json('PasswordResetRequested', 'Mailed, when the address has an account'),
        '202': mailDelayed('PasswordResetMailDelayed'),
        '400': refused,
        '429': tooMany,
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      summary: "Set a new password with the mailed link's token; ends every session of the user",
      requestBody: body('ResetPasswordRequest'),
      responses: {
        '200': json('AuthStatus', 'The password is changed'),
        '400': refused,
      },
    },
  },
  '/api/auth/change-password': {
    post: {
      summary: 'Change the password with the current one; ends every other session of the user',
      security: [{ session: [] }],
      requestBody: body('ChangePasswordRequest'),
      responses: {
        '200': {
          ...json('PasswordChanged', 'The password is changed; this session goes on'),
          headers: {
            'Set-Cookie': {
              description: 'The new session cookie (`better-auth.session_token`)',
              schema: { type: 'string' },
            },
          },
        },
        '400': refused,
        '401': json('AuthError', 'Not signed in, or the session has ended'),
      },
    },
  },
  '/api/auth/send-verification-email': {
    post: {
      summary:
        'Mail a fresh verification link (signed in: to your own unverified address; signed out: ' +
        'the same answer whether the address has an unverified account)',
      requestBody: body('VerificationEmailRequest'),
      responses: {
        '200': json('AuthStatus', 'Mailed, when the address has an unverified account'),
        '202': mailDelayed('VerificationEmailMailDelayed'),
        '400': refused,
        '429': tooMany,
      },
    },
  },
} as const;
