import { issueErrors, type SchemaIssue } from './issue-errors.ts';

/** A body the shared schema accepted, or the form's messages by field (`emails.1`, ...). */
export type Checked<Body> =
  | { ok: true; body: Body }
  | { ok: false; errors: Record<string, string> };

/** A schema's `safeParse` result as a form reads it: the body, or the messages by field. */
export function checkedOf<Body>(
  parsed:
    | { success: true; data: Body }
    | { success: false; error: { issues: readonly SchemaIssue[] } },
): Checked<Body> {
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: issueErrors(parsed.error.issues) };
}
