import { NativeSelect } from '@mantine/core';
import { ListFilters } from '../../../components/list/list-filters.tsx';
import { SearchField } from '../../../components/list/search-field.tsx';
import { TAX_CODE_OPTIONS } from '../product-labels.ts';
import {
  type ActiveFilter,
  PRODUCT_LIST_DEFAULTS,
  type ProductListState,
  type ProductTypeFilter,
  productListFiltered,
  type TaxCodeFilter,
} from '../product-list-params.ts';

const TYPE_OPTIONS: { value: ProductTypeFilter; label: string }[] = [
  { value: 'all', label: 'Products and services' },
  { value: 'product', label: 'Products' },
  { value: 'service', label: 'Services' },
];

const TAX_OPTIONS: { value: TaxCodeFilter; label: string }[] = [
  { value: 'all', label: 'Any tax code' },
  ...TAX_CODE_OPTIONS,
];

const ACTIVE_OPTIONS: { value: ActiveFilter; label: string }[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Retired' },
  { value: 'all', label: 'Active and retired' },
];

interface ProductFiltersProps {
  state: ProductListState;
  onChange: (change: Partial<ProductListState>, options?: { replace?: boolean }) => void;
}

/** Search, type, tax code and active: each applies at once and is kept in the address. */
export function ProductFilters({ state, onChange }: ProductFiltersProps) {
  const d = PRODUCT_LIST_DEFAULTS;
  return (
    <ListFilters
      legend="Find products and services"
      filtered={productListFiltered(state)}
      onClear={() => onChange({ q: '', type: d.type, taxCode: d.taxCode, active: d.active })}
    >
      <SearchField
        label="Search"
        placeholder="Code, name or description"
        value={state.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <NativeSelect
        label="Type"
        data={TYPE_OPTIONS}
        value={state.type}
        onChange={(event) => onChange({ type: event.currentTarget.value as ProductTypeFilter })}
      />
      <NativeSelect
        label="Tax code"
        data={TAX_OPTIONS}
        value={state.taxCode}
        onChange={(event) => onChange({ taxCode: event.currentTarget.value as TaxCodeFilter })}
      />
      <NativeSelect
        label="Status"
        data={ACTIVE_OPTIONS}
        value={state.active}
        onChange={(event) => onChange({ active: event.currentTarget.value as ActiveFilter })}
      />
    </ListFilters>
  );
}
