import { LINE_DESCRIPTION_MAX } from '@kira/core/line-description';

/** From this many characters on, the count shows under the description. */
const SHOWN_FROM = LINE_DESCRIPTION_MAX - 200;

export interface DescriptionCount {
  /** `1,850 of 2,000 characters` once near the limit; null before. */
  counter: string | null;
  /** The server's message for a description over the limit, shown as soon as it is. */
  error: string | undefined;
}

/** How a line's description stands against its limit, counted as the server counts (trimmed). */
export function descriptionCount(description: string): DescriptionCount {
  const count = description.trim().length;
  const counter =
    count >= SHOWN_FROM
      ? `${count.toLocaleString('en-SG')} of ${LINE_DESCRIPTION_MAX.toLocaleString('en-SG')} characters`
      : null;
  const error =
    count > LINE_DESCRIPTION_MAX
      ? `Description can be at most ${LINE_DESCRIPTION_MAX} characters`
      : undefined;
  return { counter, error };
}
