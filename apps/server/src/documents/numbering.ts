import { DEFAULT_NUMBER_PADDING, NUMBERED_KINDS, type NumberedKind } from '@kira/core/numbering';

export interface Numbering {
  prefix: string;
  padding: number;
}

/** How a kind's numbers look: the company's setting, or the kind's own defaults. */
export function numberingFrom(
  kind: NumberedKind,
  setting: { prefix: string | null; padding: number | null } | null,
): Numbering {
  return {
    prefix: setting?.prefix ?? NUMBERED_KINDS.find((k) => k.value === kind)?.prefix ?? '',
    padding: setting?.padding ?? DEFAULT_NUMBER_PADDING,
  };
}
