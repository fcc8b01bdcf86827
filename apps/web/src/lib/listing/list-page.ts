import type { ApiSchemas } from '../api/client.ts';

/** The paging fields every list answers with; `totalCapped`: there are at least `total`. */
type Paging = Omit<ApiSchemas['ContactList'] | ApiSchemas['ProductList'], 'items'>;

/** One page of a list as the API answers it (`GET /api/contacts`, `GET /api/products`). */
export type ListPage<Item> = Paging & { items: Item[] };
