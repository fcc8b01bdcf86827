/** Passwords: at least 8 characters (NIST SP 800-63B), and long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
