/**
 * The signed-in screens the server renders whole for their first visit (apps/server/src/web/
 * first-screen), each with the API answers it shows; every other page starts from the empty shell.
 * The frame around every signed-in screen (header, notices) reads FRAME_READS as well.
 */
export const FIRST_SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/dashboard'],
};

export const FRAME_READS = ['/api/announcements', '/api/subscription'] as const;

/** Who is signed in: read first, as every screen's gate depends on it. */
export const SESSION_READ = '/api/session';
