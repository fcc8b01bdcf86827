import type { TaxCode } from '@kira/core/tax-code-list';
import { lazy, Suspense, useRef, useState, useTransition } from 'react';
import { PlainTextInput } from './plain-fields.tsx';

export interface PickedProduct {
  id: string;
  description: string;
  unit: string;
  unitPrice: string;
  taxCode: TaxCode;
}

const loadAutocomplete = () => import('./product-autocomplete.tsx');
const ProductAutocomplete = lazy(() =>
  loadAutocomplete().then((m) => ({ default: m.ProductAutocomplete })),
);

/**
 * Finds a product or service by code or name; picking one fills the line from it. A plain
 * field until it is first focused, then the combobox (its code fetched when the pointer comes
 * near): a document of 200 lines would otherwise render 200 comboboxes. What is typed while the
 * combobox loads stays, and the focus moves to it.
 */
export function ProductSearch({
  label,
  onPick,
}: {
  label: string;
  onPick: (product: PickedProduct) => void;
}) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(false);
  const [, startTransition] = useTransition();
  const focused = useRef(false);
  return (
    // Always there, so that in the transition the plain field stays until the combobox is ready.
    <Suspense fallback={null}>
      {active ? (
        <ProductAutocomplete
          label={label}
          text={text}
          setText={setText}
          onPick={onPick}
          takeFocus={focused.current}
        />
      ) : (
        <PlainTextInput
          label={label}
          placeholder="Code or name"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onPointerEnter={() => void loadAutocomplete()}
          onFocus={() => {
            focused.current = true;
            startTransition(() => setActive(true));
          }}
          onBlur={() => {
            focused.current = false;
          }}
        />
      )}
    </Suspense>
  );
}
