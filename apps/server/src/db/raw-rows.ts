/** The rows of a statement sent as raw SQL (`db.execute`), as both drivers give them. */
export function rawRows<R>(result: unknown): R[] {
  return (result as { rows: R[] }).rows;
}
