import { documentLineInputSchema } from '@kira/core/documents';
import { LINE_DESCRIPTION_MAX } from '@kira/core/line-description';
import { describe, expect, it } from 'vitest';
import { descriptionCount } from './description-limit.ts';

describe('descriptionCount', () => {
  it('says nothing far from the limit', () => {
    expect(descriptionCount('Kopi beans')).toEqual({ counter: null, error: undefined });
  });

  it('counts near the limit, trimmed as the server trims', () => {
    expect(descriptionCount(`${'a'.repeat(1850)}   `)).toEqual({
      counter: '1,850 of 2,000 characters',
      error: undefined,
    });
  });

  it('refuses one character over, with the message the server gives', () => {
    const over = 'a'.repeat(LINE_DESCRIPTION_MAX + 1);
    const { error } = descriptionCount(over);
    const server = documentLineInputSchema.safeParse({
      description: over,
      quantity: '1',
      unitPrice: '1',
    });
    expect(server.success).toBe(false);
    expect(server.error?.issues[0]?.message).toBe(error);
    expect(descriptionCount('a'.repeat(LINE_DESCRIPTION_MAX)).error).toBeUndefined();
  });
});
