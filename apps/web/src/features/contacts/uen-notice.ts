/**
 * What the UEN field says, once: a check letter that looks wrong is a warning (amber), never a
 * red error. When saving was refused for want of "The UEN is right", the refusal repeats the
 * warning, so it takes the warning's place (asking to confirm) instead of showing beside it.
 */
export function uenNotice({
  warning,
  error,
}: {
  warning: string | null;
  error: string | undefined;
}): { warning: string | null; error: string | undefined } {
  if (warning && error?.startsWith(warning)) return { warning: error, error: undefined };
  return { warning, error };
}
