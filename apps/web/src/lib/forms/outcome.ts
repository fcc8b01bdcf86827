/** The answer to something the user did, for a `StatusAlert`: green when it worked, red if not. */
export interface Outcome {
  kind: 'success' | 'error';
  message: string;
}
