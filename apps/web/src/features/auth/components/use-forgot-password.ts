import { MSG_PASSWORD_RESET_FAILED, MSG_PASSWORD_RESET_SENT } from '@kira/core/constants';
import { useState } from 'react';
import { requestPasswordReset } from '../api/request-password-reset.ts';

export type ForgotPasswordState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/** Forgot Password on the login form: mails a reset link to the e-mail typed there. */
export function useForgotPassword() {
  const [state, setState] = useState<ForgotPasswordState>({ kind: 'idle' });

  async function send(email: string) {
    setState({ kind: 'pending' });
    try {
      await requestPasswordReset(email.trim());
      setState({ kind: 'sent', message: MSG_PASSWORD_RESET_SENT });
    } catch (error) {
      console.error('Password reset request failed', error);
      setState({ kind: 'failed', message: MSG_PASSWORD_RESET_FAILED });
    }
  }

  return { state, send };
}
