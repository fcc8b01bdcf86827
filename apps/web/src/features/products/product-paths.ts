/** The page of one product (`/pnspage/{id}`). */
export function productPath(id: string): string {
  return `/pnspage/${encodeURIComponent(id)}`;
}
