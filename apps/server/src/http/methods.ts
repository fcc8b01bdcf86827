const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request's method only reads (everything else may write). */
export function isReadOnlyMethod(method: string): boolean {
  return READ_ONLY.has(method);
}
