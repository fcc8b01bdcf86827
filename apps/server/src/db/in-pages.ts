/**
 * Every row a paged read gives, `batch` at a time, until a page comes back short: how an
 * export walks a whole filtered list without holding it in memory.
 */
export async function* inPages<T>(
  readPage: (limit: number, offset: number) => Promise<T[]>,
  batch = 1000,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += batch) {
    const page = await readPage(batch, offset);
    if (page.length > 0) yield page;
    if (page.length < batch) return;
  }
}
