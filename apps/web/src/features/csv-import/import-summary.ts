function count(value: number, one: string, many = one): string {
  return `${value.toLocaleString('en-SG')} ${value === 1 ? one : many}`;
}

/** What an import did, in one sentence: "2 created, 0 updated, 0 unchanged, 1 row rejected." */
export function summaryOf(created: number, updated: number, unchanged: number, rejected: number) {
  const parts = [
    count(created, 'created'),
    count(updated, 'updated'),
    count(unchanged, 'unchanged'),
  ];
  if (rejected > 0) parts.push(count(rejected, 'row rejected', 'rows rejected'));
  return `${parts.join(', ')}.`;
}
