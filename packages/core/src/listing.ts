import { z } from './zod.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Paging of every list: 1-based pages of up to 200 rows. */
export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} rows a page`)
    .default(DEFAULT_PAGE_SIZE),
});

/** `name` ascending, `-name` descending, over the given fields. */
export function sortSchema<const F extends string>(
  fields: readonly F[],
  fallback: NoInfer<F> | `-${NoInfer<F>}`,
) {
  type Sort = F | `-${F}`;
  const values = fields.flatMap((field) => [field, `-${field}`]) as [Sort, ...Sort[]];
  const sorts = z.enum(values as [string, ...string[]], {
    error: `Sort by one of: ${values.join(', ')}`,
  }) as unknown as z.ZodType<Sort, Sort>;
  return sorts.default(fallback);
}

export interface SortOrder<F extends string> {
  field: F;
  descending: boolean;
}

export function parseSort<F extends string>(sort: F | `-${F}`): SortOrder<F> {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, descending: true }
    : { field: sort as F, descending: false };
}

/** `true`, `false` or `all` in a query string. */
export const triStateSchema = z.enum(['true', 'false', 'all']);

/**
 * Lists count their matches only so far past the page asked for: an exact count of a large
 * book would cost more than the page itself. Past that, `total` is a floor and `totalCapped`
 * says so (the screens show "1,050+"), and the next pages stay reachable.
 */
export const COUNT_AHEAD = 1_000;

export function countLimit(page: number, pageSize: number): number {
  return page * pageSize + COUNT_AHEAD;
}

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
