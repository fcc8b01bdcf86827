/**
 * The seed's business constants and user-facing messages (seed sections 2, 3, 5, 8 and 9). The
 * messages are quoted word for word, mistakes included: tests and screens compare them exactly.
 */

/** The landing page banner switches image every 5 seconds (the seed's exported constant 5). */
export const BANNER_INTERVAL_SECONDS = 5;
/** A search query shorter than this, once trimmed, is rejected with `MSG_SEARCH_TOO_SHORT`. */
export const MIN_SEARCH_LENGTH = 4;
/** The read-only showcase company every new user without a company of their own joins. */
export const DEFAULT_TENANT = 'demo';
/** The title of a user who signed up on their own. */
export const DEFAULT_TITLE = 'Founder';
/** The title of an invited member unless the administrator sets another (PRODUCT.md 1). */
export const DEFAULT_MEMBER_TITLE = 'Team member';

export const SEARCH_PLACEHOLDER = 'Search documents...';

export const MSG_UNVERIFIED = 'Please verify your e-mail and refresh this page or login again.';
export const MSG_SEARCH_TOO_SHORT = 'min 4 characters';
export const MSG_NOT_FOUND = '404 Not Found';
export const MSG_LOADING = 'Loading...';
export const MSG_LOGGING_OUT = 'Logging out...';
export const MSG_SIGNUP_FAILED = 'Could not complete signup';
export const MSG_PASSWORD_RESET_SENT = 'Password reset email sent successfully';
export const MSG_PASSWORD_RESET_FAILED = 'Error resetting password';
export const MSG_NOT_AUTHENTICATED = 'User not authenticated';
export const MSG_AUTH_CONTEXT_MISSING = 'useAuthContext must be include an AuthContextProvider';
export const MSG_INVALID_FREQUENCY_UNIT = 'Invalid frequency unit';
