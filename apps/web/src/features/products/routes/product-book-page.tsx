import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { ListPager } from '../../../components/list/list-pager.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { ReadOnlyCompanyNotice } from '../../../components/read-only-company-notice.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useListParams } from '../../../lib/listing/use-list-params.ts';
import { allows } from '../../auth/abilities.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { productsExportUrl, useProducts } from '../api/list-products.ts';
import { ProductBookActions } from '../components/product-book-actions.tsx';
import { ProductFilters } from '../components/product-filters.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import {
  PRODUCT_LIST_DEFAULTS,
  PRODUCTS_PAGE_SIZE,
  productListFromParams,
  productListToParams,
} from '../product-list-params.ts';

/** /pnsbook/: the products and services the company sells, searched, filtered, sorted, paged. */
export function ProductBookPage() {
  const { company, abilities } = useAuthContext();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const canWrite = allows(abilities, 'products.write');
  const [state, update] = useListParams(productListFromParams, productListToParams);
  const query = useProducts(state);
  const data = query.data;
  const d = PRODUCT_LIST_DEFAULTS;
  const filtered =
    state.q !== '' ||
    state.type !== d.type ||
    state.taxCode !== d.taxCode ||
    state.active !== d.active;
  const readOnly = company?.isReadOnly === true && !canWrite;

  return (
    <PageShell
      size="lg"
      title="Product List"
      lead="What you sell, with its unit, price and GST treatment, ready for your documents."
      testId="product-book"
    >
      <Stack gap="lg">
        {readOnly ? <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} /> : null}
        {deleted ? <StatusAlert kind="success">{deleted} is deleted.</StatusAlert> : null}
        <Group justify="flex-end">
          <ProductBookActions canWrite={canWrite} exportUrl={productsExportUrl(state)} />
        </Group>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <ProductFilters state={state} onChange={update} />
        </Paper>
        {query.isError ? (
          <StatusAlert kind="error">
            {errorText(query.error, 'Could not load the products and services')}
          </StatusAlert>
        ) : null}
        {query.isPending ? <LoadingScreen /> : null}
        {data ? (
          <Stack gap="sm" aria-busy={query.isFetching}>
            {data.total === 0 ? (
              <Text role="status" data-testid="products-empty">
                {filtered
                  ? 'No products or services match these filters.'
                  : 'Nothing here yet. Add what you sell, or import it from a CSV file.'}
              </Text>
            ) : (
              <Paper withBorder radius="md">
                <ProductsTable
                  products={data.items}
                  sort={state.sort}
                  onSort={(sort) => update({ sort })}
                />
              </Paper>
            )}
            {data.total > 0 ? (
              <ListPager
                page={state.page}
                pageSize={PRODUCTS_PAGE_SIZE}
                total={data.total}
                noun={data.total === 1 ? 'item' : 'items'}
                onPage={(page) => update({ page })}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </PageShell>
  );
}
