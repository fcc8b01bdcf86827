import { requestJson } from '../request.ts';

/** Ends the session on the server and clears its cookie. */
export async function signOut(): Promise<void> {
  await requestJson<unknown>('POST', '/api/auth/sign-out', {}, 'Could not log out');
}
