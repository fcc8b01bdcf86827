import { MSG_PASSWORD_RESET_FAILED, MSG_PASSWORD_RESET_SENT } from '@kira/core/constants';
import { useState } from 'react';
import type { Outcome } from '../../../lib/forms/outcome.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

/**
 * Forgot Password on the login form: mails a reset link to the e-mail typed there. `send`
 * answers the outcome; the form shows it in place of whatever it showed before.
 */
export function useForgotPassword() {
  const [pending, setPending] = useState(false);

  async function send(email: string): Promise<Outcome> {
    setPending(true);
    try {
      const { delayed } = await requestPasswordReset(email.trim());
      // Mail is failing at the moment: the link is on its way, later than usual.
      if (delayed) return { kind: 'warning', message: delayed };
      return { kind: 'success', message: MSG_PASSWORD_RESET_SENT };
    } catch (error) {
      console.error('Password reset request failed', error);
      return { kind: 'error', message: MSG_PASSWORD_RESET_FAILED };
    } finally {
      setPending(false);
    }
  }

  return { pending, send };
}
