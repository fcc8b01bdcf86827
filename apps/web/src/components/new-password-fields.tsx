import { PASSWORD_MAX_LENGTH } from '@kira/core/passwords';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { NewPasswordInput } from './new-password-input.tsx';

/** A new password typed twice, as the reset and change-password forms hold it. */
export interface NewPasswordPair {
  newPassword: string;
  confirm: string;
  /** The last submit found the two different; cleared as soon as either is typed in again. */
  mismatch: boolean;
  setNewPassword: (value: string) => void;
  setConfirm: (value: string) => void;
  /** Whether the two are the same; when not, marks the confirmation for the next render. */
  checkMatch: () => boolean;
  /** Empties both, after the password was set. */
  clear: () => void;
}

export function useNewPasswordPair(): NewPasswordPair {
  const [newPassword, setNewPasswordValue] = useState('');
  const [confirm, setConfirmValue] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return {
    newPassword,
    confirm,
    mismatch,
    setNewPassword: (value) => {
      setNewPasswordValue(value);
      setMismatch(false);
    },
    setConfirm: (value) => {
      setConfirmValue(value);
      setMismatch(false);
    },
    checkMatch: () => {
      const same = newPassword === confirm;
      if (!same) setMismatch(true);
      return same;
    },
    clear: () => {
      setNewPasswordValue('');
      setConfirmValue('');
    },
  };
}

interface NewPasswordFieldsProps {
  pair: NewPasswordPair;
  /** Shown under the confirmation when the two differ. */
  mismatchMessage: string;
}

/** "New password" (with its length rule) and "Confirm new password". */
export function NewPasswordFields({ pair, mismatchMessage }: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordInput
        label="New password"
        value={pair.newPassword}
        onChange={(event) => pair.setNewPassword(event.currentTarget.value)}
      />
      <TextInput
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={pair.confirm}
        error={pair.mismatch ? mismatchMessage : undefined}
        onChange={(event) => pair.setConfirm(event.currentTarget.value)}
      />
    </>
  );
}
