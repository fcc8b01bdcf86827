import { answerOf, api } from '../client.ts';

/** Ends the session on the server and clears its cookie. */
export async function signOut(): Promise<void> {
  await answerOf(api.POST('/api/auth/sign-out', { body: {} }), 'Could not log out');
}
