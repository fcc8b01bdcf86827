import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A sign-up with an address that already has an account answers like a new sign-up (better-auth's
 * generic answer) and mails the address's owner instead of telling the visitor. The owner's mail
 * carries a password-reset link made by better-auth's own requestPasswordReset, so it is a real
 * token that works like any other; asking for it inside `whileNoticingTakenAddress` makes the
 * reset mail that call sends the owner's notice instead of the plain reset mail.
 */
const noticing = new AsyncLocalStorage<true>();

export function whileNoticingTakenAddress<T>(requestReset: () => Promise<T>): Promise<T> {
  return noticing.run(true, requestReset);
}

/** True inside `whileNoticingTakenAddress`: the reset mail being sent is the owner's notice. */
export function isNoticingTakenAddress(): boolean {
  return noticing.getStore() === true;
}
