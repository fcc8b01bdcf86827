/**
 * The answer to something the user did, for a `StatusAlert`: green when it worked, red if not,
 * amber when it worked with a caveat (the mail it sends is late).
 */
export interface Outcome {
  kind: 'success' | 'error' | 'warning';
  message: string;
}
