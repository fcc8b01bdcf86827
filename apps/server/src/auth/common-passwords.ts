import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's list of the most used passwords, bundled with the npm package: nothing asks the
// internet. Only entries long enough to pass the length rule matter.
const common = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((p) => p.length >= 8)
    .map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
