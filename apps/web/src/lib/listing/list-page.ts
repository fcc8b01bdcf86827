/** One page of a list as the API answers it (`GET /api/contacts`, `GET /api/products`). */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** The count stopped short: there are at least `total`. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}
