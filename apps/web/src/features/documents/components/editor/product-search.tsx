import type { TaxCode } from '@kira/core/tax-codes';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useFoundProducts } from '../../api/find-products.ts';

export interface PickedProduct {
  id: string;
  description: string;
  unit: string;
  unitPrice: string;
  taxCode: TaxCode;
}

/** Finds a product or service by code or name; picking one fills the line from it. */
export function ProductSearch({
  label,
  onPick,
}: {
  label: string;
  onPick: (product: PickedProduct) => void;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 200);
  const found = useFoundProducts(debounced, debounced.trim() !== '');
  const products = found.data ?? [];
  return (
    <Autocomplete
      label={label}
      placeholder="Code or name"
      size="xs"
      value={text}
      onChange={setText}
      data={products.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        const product = products.find((p) => p.id === id);
        setText('');
        if (product)
          onPick({
            id: product.id,
            description: product.description || product.name,
            unit: product.unit,
            unitPrice: product.sellingPrice,
            taxCode: product.taxCode,
          });
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
