import { ListActions } from '../../../components/list/list-actions.tsx';
import { ListPageShell } from '../../../components/list/list-page-shell.tsx';
import { ListResults } from '../../../components/list/list-results.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useListParams } from '../../../lib/listing/use-list-params.ts';
import { productsExportUrl, useProducts } from '../api/list-products.ts';
import { ProductFilters } from '../components/product-filters.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import {
  PRODUCTS_PAGE_SIZE,
  productListFiltered,
  productListFromParams,
  productListToParams,
} from '../product-list-params.ts';

/** /pnsbook/: the products and services the company sells, searched, filtered, sorted, paged. */
export function ProductBookPage() {
  const { company, abilities } = useAuthContext();
  const canWrite = allows(abilities, 'products.write');
  const [state, update] = useListParams(productListFromParams, productListToParams);
  const query = useProducts(state);
  const readOnly = company?.isReadOnly === true && !canWrite;

  return (
    <ListPageShell
      title="Product List"
      lead="What you sell, with its unit, price and GST treatment, ready for your documents."
      testId="product-book"
      readOnly={readOnly}
      actions={
        <ListActions
          create={{ label: 'New product or service', to: '/pnspage/' }}
          canCreate={canWrite}
          importTo="/pnsbook/import"
          canImport={canWrite}
          exportUrl={productsExportUrl(state)}
        />
      }
      filters={<ProductFilters state={state} onChange={update} />}
    >
      <ListResults
        query={query}
        failureText="Could not load the products and services"
        empty={{
          testId: 'products-empty',
          text: productListFiltered(state)
            ? 'No products or services match these filters.'
            : 'Nothing here yet. Add what you sell, or import it from a CSV file.',
        }}
        page={state.page}
        pageSize={PRODUCTS_PAGE_SIZE}
        noun={['item', 'items']}
        onPage={(page) => update({ page })}
      >
        {(products) => (
          <ProductsTable
            products={products}
            sort={state.sort}
            onSort={(sort) => update({ sort })}
          />
        )}
      </ListResults>
    </ListPageShell>
  );
}
