import type { Product } from '@kira/core/products';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLayoutEffect, useRef } from 'react';
import { useFoundProducts } from '../../api/find-products.ts';
import { productLabel } from '../../line-from-product.ts';

interface ProductAutocompleteProps {
  label: string;
  labelShown: boolean;
  name: string;
  text: string;
  /** Whether the text is a search typed, not the line's product shown. */
  searching: boolean;
  setText: (text: string) => void;
  onPick: (product: Product) => void;
  /** The field was left without a pick. */
  onLeave: () => void;
  /** Whether it takes the focus as it appears (the plain field it replaces had it). */
  takeFocus: boolean;
  /** The cell's place in the line editor (`data-row`, `data-column`). */
  cell: Record<string, string | number>;
}

/** The product search's combobox: the products whose code or name holds the text typed. */
export function ProductAutocomplete({
  label,
  labelShown,
  name,
  text,
  searching,
  setText,
  onPick,
  onLeave,
  takeFocus,
  cell,
}: ProductAutocompleteProps) {
  const input = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(searching ? text : '', 200);
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
      label={labelShown ? label : undefined}
      aria-label={name}
      placeholder="Code or name"
      size="xs"
      value={text}
      onChange={setText}
      onBlur={onLeave}
      defaultDropdownOpened={takeFocus && searching && text !== ''}
      data={products.map((p) => ({ value: p.id, label: productLabel(p) }))}
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        const product = products.find((p) => p.id === id);
        if (product) onPick(product);
      }}
      // Its dropdown made only when opened (Mantine keeps it, hidden, and places it at once).
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      {...cell}
    />
  );
}
