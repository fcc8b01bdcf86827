import { lazy, Suspense, useRef, useState, useTransition } from 'react';
import { useLineProduct, useRememberProduct } from '../../api/get-product.ts';
import { type PickedProduct, productLabel } from '../../line-from-product.ts';
import { PlainTextInput } from './plain-fields.tsx';

const loadAutocomplete = () => import('./product-autocomplete.tsx');
const ProductAutocomplete = lazy(() =>
  loadAutocomplete().then((m) => ({ default: m.ProductAutocomplete })),
);

interface ProductSearchProps {
  label: string;
  labelShown: boolean;
  /** What is said of the field: `Product, line 1`. */
  name: string;
  /** The line's product, whose code and name the field shows while nothing is typed. */
  productId: string | null;
  /** The line's index, for the keyboard's moves between lines. */
  row: number;
  onPick: (product: PickedProduct) => void;
}

/**
 * Finds a product or service by code or name; picking one fills the line from it. Shows the
 * line's product (`KOPI-1KG · Kopi beans, 1 kg`, looked up when a saved draft opens) until
 * something is typed, and again when the field is left without a pick. A plain field until it
 * is first focused, then the combobox (its code fetched when the pointer comes near): a
 * document of 200 lines would otherwise render 200 comboboxes. What is typed while the
 * combobox loads stays, and the focus moves to it.
 */
export function ProductSearch({
  label,
  labelShown,
  name,
  productId,
  row,
  onPick,
}: ProductSearchProps) {
  const product = useLineProduct(productId).data;
  const remember = useRememberProduct();
  // null while the person has typed nothing since the line's product was set.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (product ? productLabel(product) : '');
  const [active, setActive] = useState(false);
  const [, startTransition] = useTransition();
  const focused = useRef(false);
  const cell = { 'data-row': row, 'data-column': 'product' };
  return (
    // Always there, so that in the transition the plain field stays until the combobox is ready.
    <Suspense fallback={null}>
      {active ? (
        <ProductAutocomplete
          label={label}
          labelShown={labelShown}
          name={name}
          text={text}
          searching={typed !== null}
          setText={setTyped}
          onPick={(picked) => {
            remember(picked);
            setTyped(null);
            onPick(picked);
          }}
          onLeave={() => setTyped(null)}
          takeFocus={focused.current}
          cell={cell}
        />
      ) : (
        <PlainTextInput
          label={label}
          labelShown={labelShown}
          name={name}
          placeholder="Code or name"
          autoComplete="off"
          value={text}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onPointerEnter={() => void loadAutocomplete()}
          onFocus={() => {
            focused.current = true;
            startTransition(() => setActive(true));
          }}
          onBlur={() => {
            focused.current = false;
          }}
          {...cell}
        />
      )}
    </Suspense>
  );
}
