import type { Abilities, Action } from '@kira/core/permissions';

/**
 * Whether the server said this user may do `action` in the active company. Unknown (signed
 * out, or not read yet) is no: screens hide what they are not told is allowed.
 */
export function allows(abilities: Abilities | null | undefined, action: Action): boolean {
  return abilities?.[action] === true;
}
