import { type SignedUp, SignUpForm } from '../../../components/sign-up-form.tsx';
import { signIn } from '../../../lib/api/auth/sign-in.ts';

// A sign-up never signs in, and answers the same when the address already has an account: the
// sign-in that follows is what fails then, unless the password typed is that account's.
const MSG_NOT_SIGNED_IN =
  'Could not sign you in. If this address already has a Kira account, log in with it below to accept; we also sent it an e-mail.';

interface InviteSignupFormProps {
  /** The invited address: the account is made for it and nothing else. */
  email: string;
  /** The invitation link's token, which proves the address (no verification mail is sent). */
  token: string;
  /** Accepts the invitation once the account exists (and is signed in). */
  onSignedUp: () => Promise<void>;
}

/** Create an account for the invited address, then join the company straight away. */
export function InviteSignupForm({ email, token, onSignedUp }: InviteSignupFormProps) {
  async function signInAndJoin({ password }: SignedUp): Promise<string | undefined> {
    try {
      await signIn({ email, password });
    } catch (cause) {
      console.error('Signing in after the invitation sign-up failed', cause);
      return MSG_NOT_SIGNED_IN;
    }
    // Signed in now: joining is the page's step (it reports its own failure).
    await onSignedUp();
    return undefined;
  }

  return (
    <SignUpForm
      testId="invite-signup-form"
      heading={{ id: 'invite-signup-heading', text: 'Create your account to join' }}
      invitation={{ email, token }}
      submitLabel="Create account and join"
      failureLog="Signup through the invitation failed"
      onSignedUp={signInAndJoin}
    />
  );
}
