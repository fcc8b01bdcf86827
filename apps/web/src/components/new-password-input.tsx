import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kira/core/passwords';
import { TextInput, type TextInputProps } from '@mantine/core';

type NewPasswordInputProps = Omit<
  TextInputProps,
  'type' | 'autoComplete' | 'description' | 'required' | 'minLength' | 'maxLength'
>;

/** A new password: the length rule said and checked, and the browser told the password is new. */
export function NewPasswordInput(props: NewPasswordInputProps) {
  return (
    <TextInput
      type="password"
      autoComplete="new-password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters. A long passphrase is best.`}
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}
