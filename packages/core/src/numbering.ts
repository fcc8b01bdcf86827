import { type DocumentKind, kindLabel } from './document-lifecycle.ts';
import { z } from './zod.ts';

/** Each kind's default prefix, in the order the numbering settings list them. */
const DEFAULT_PREFIXES = {
  quotation: 'QUO-',
  service: 'SO-',
  invoice: 'INV-',
  delivery: 'DO-',
  receipt: 'RCT-',
  purchase: 'PO-',
  expense: 'EXP-',
  credit: 'CN-',
  refund: 'RFD-',
} as const satisfies Record<DocumentKind, string>;

/** What is numbered: every kind of document, and the statement of account, which is none. */
export type NumberedKind = DocumentKind | 'statement';

/** The kinds that carry a per-company sequential number, with their names and default prefixes. */
export const NUMBERED_KINDS: readonly { value: NumberedKind; label: string; prefix: string }[] = [
  ...(Object.entries(DEFAULT_PREFIXES) as [DocumentKind, string][]).map(([value, prefix]) => ({
    value,
    label: kindLabel(value),
    prefix,
  })),
  { value: 'statement', label: 'Statement of Account', prefix: 'SOA-' },
];
export const numberedKindSchema = z.enum(
  NUMBERED_KINDS.map((kind) => kind.value) as [NumberedKind, ...NumberedKind[]],
);

export const DEFAULT_NUMBER_PADDING = 6;
export const MAX_DOCUMENT_NUMBER = 999_999_999_999;

/** `INV-` + 123 padded to 6 = `INV-000123`; a number wider than the padding is kept whole. */
export function formatDocumentNumber(prefix: string, padding: number, value: number): string {
  return `${prefix}${String(value).padStart(padding, '0')}`;
}

/** The numbers of `count` consecutive values from `first` on, formatted as above. */
export function likelyDocumentNumbers(
  { prefix, padding }: { prefix: string; padding: number },
  first: number,
  count: number,
): string[] {
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(prefix, padding, first + i));
}

export const numberingPatchSchema = z
  .object({
    prefix: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9\-/#.]{0,12}$/,
        'A prefix has up to 12 letters, digits or - / # . (no spaces)',
      )
      .optional(),
    padding: z
      .number()
      .int()
      .min(1, 'Padding is 1 to 10 digits')
      .max(10, 'Padding is 1 to 10 digits')
      .optional(),
    nextNumber: z
      .number()
      .int('The next number is a whole number')
      .min(1, 'The next number is at least 1')
      .max(MAX_DOCUMENT_NUMBER, 'The next number is too large')
      .optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Give a prefix, padding or next number')
  .meta({ id: 'NumberingPatch' });
export type NumberingPatch = z.infer<typeof numberingPatchSchema>;

export interface Numbering {
  prefix: string;
  padding: number;
  nextNumber: number;
}

export type NumberingDecision = { ok: true; numbering: Numbering } | { ok: false; reason: string };

/**
 * A change of a kind's numbering. Each prefix is its own series whose next number only moves
 * forward, so no number is ever given twice: `seriesNext` tells where the series of the
 * (possibly new) prefix stands (1 for a series never used).
 */
export function decideNumberingChange(
  current: Numbering,
  patch: NumberingPatch,
  seriesNext: (prefix: string) => number,
): NumberingDecision {
  const prefix = patch.prefix ?? current.prefix;
  const padding = patch.padding ?? current.padding;
  const floor = prefix === current.prefix ? current.nextNumber : seriesNext(prefix);
  const nextNumber = patch.nextNumber ?? floor;
  if (nextNumber < floor) {
    return {
      ok: false,
      reason: `The next number can only move forward: ${formatDocumentNumber(prefix, padding, floor)} or later`,
    };
  }
  return { ok: true, numbering: { prefix, padding, nextNumber } };
}
