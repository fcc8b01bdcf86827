/** A list's sort as the API takes it: `name` ascending, `-name` descending. */
export type SortValue<F extends string> = F | `-${F}`;

/**
 * The sort after a click on a column header: the same column flips its direction, another
 * column starts ascending (or descending, for dates, where the newest first is what people want).
 */
export function toggleSort<F extends string>(
  current: SortValue<F>,
  field: F,
  options: { descendingFirst?: readonly F[] } = {},
): SortValue<F> {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return field;
  return options.descendingFirst?.includes(field) ? `-${field}` : field;
}

/** The `aria-sort` of a column header under the current sort. */
export function ariaSortOf<F extends string>(
  current: SortValue<F>,
  field: F,
): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}
