import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLayoutEffect, useRef } from 'react';
import { useFoundProducts } from '../../api/find-products.ts';
import type { PickedProduct } from './product-search.tsx';

interface ProductAutocompleteProps {
  label: string;
  text: string;
  setText: (text: string) => void;
  onPick: (product: PickedProduct) => void;
  /** Whether it takes the focus as it appears (the plain field it replaces had it). */
  takeFocus: boolean;
}

/** The product search's combobox: the products whose code or name holds the text typed. */
export function ProductAutocomplete({
  label,
  text,
  setText,
  onPick,
  takeFocus,
}: ProductAutocompleteProps) {
  const input = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(text, 200);
  const found = useFoundProducts(debounced, debounced.trim() !== '');
  const products = found.data ?? [];
  useLayoutEffect(() => {
    const element = input.current;
    if (!takeFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [takeFocus]);
  return (
    <Autocomplete
      ref={input}
      label={label}
      placeholder="Code or name"
      size="xs"
      value={text}
      onChange={setText}
      defaultDropdownOpened={takeFocus && text !== ''}
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
      // Its dropdown made only when opened (Mantine keeps it, hidden, and places it at once).
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
