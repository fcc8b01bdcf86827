/** The page of one contact (`/contactpage/{id}`). */
export function contactPath(id: string): string {
  return `/contactpage/${encodeURIComponent(id)}`;
}
