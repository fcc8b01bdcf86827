/** A problem a schema found, as zod reports it (only what the screens need of it). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A schema's issues by form field, the path joined with dots (`accessLevel.2.level`); an issue
 * about the whole value goes under `''`. The first message for a field wins.
 */
export function issueErrors(issues: readonly SchemaIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}
