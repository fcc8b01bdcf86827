import { TAX_CODES, type TaxCode } from '@kira/core/tax-code-list';
import { descriptionCount } from '../../description-limit.ts';
import type { LineForm } from '../../line-form.ts';
import { lineFromProduct } from '../../line-from-product.ts';
import { withTwoDecimals } from '../../money-text.ts';
import classes from './line-card.module.css';
import { PlainSelect, PlainTextarea, PlainTextInput } from './plain-fields.tsx';
import { ProductSearch } from './product-search.tsx';

interface LineFieldsProps {
  line: LineForm;
  index: number;
  /** Cards show each field's label; the grid shows them once, as its column headings. */
  labelsShown: boolean;
  onChange: (change: Partial<LineForm>) => void;
  /** The server's messages for this line's fields (`quantity`, `unitPrice`...). */
  errorOf: (field: string) => string | undefined;
}

const DISCOUNT_KINDS = [
  { value: 'percent', label: '%' },
  { value: 'amount', label: '$' },
];
const TAX_CODE_OPTIONS = TAX_CODES.map((code) => ({
  value: code.value,
  label: `${code.value} · ${code.label}`,
}));

/**
 * One line's fields, in the grid's column order, each named with its line for assistive
 * technology (`Description, line 1`) and marked with its place (`data-row`, `data-column`) for
 * the keyboard's moves between lines (`lines-editor.tsx`).
 */
export function LineFields({ line, index, labelsShown, onChange, errorOf }: LineFieldsProps) {
  const number = index + 1;
  const naming = (label: string, column: string) => ({
    label,
    labelShown: labelsShown,
    name: `${label}, line ${number}`,
    'data-row': index,
    'data-column': column,
  });
  // Money shows two decimals once the field is left: `28.5` becomes `28.50`.
  const showTwoDecimals = (field: 'unitPrice' | 'discountValue') => {
    const shown = withTwoDecimals(line[field]);
    if (shown !== line[field]) onChange({ [field]: shown });
  };
  const text = (field: 'quantity' | 'unit' | 'unitPrice', label: string) => (
    <PlainTextInput
      {...naming(label, field)}
      value={line[field]}
      error={errorOf(field)}
      inputMode={field === 'unit' ? undefined : 'decimal'}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      onBlur={field === 'unitPrice' ? () => showTwoDecimals('unitPrice') : undefined}
    />
  );
  const limit = descriptionCount(line.description);
  return (
    <>
      <ProductSearch
        label="Product"
        labelShown={labelsShown}
        name={`Product, line ${number}`}
        productId={line.productId}
        row={index}
        onPick={(product) => onChange(lineFromProduct(product))}
      />
      <PlainTextarea
        {...naming('Description', 'description')}
        value={line.description}
        error={limit.error ?? errorOf('description')}
        hint={limit.counter}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      {text('quantity', 'Quantity')}
      {text('unit', 'Unit')}
      {text('unitPrice', 'Unit price')}
      <div className={classes.pair}>
        <PlainTextInput
          {...naming('Discount', 'discount')}
          className={classes.grow}
          value={line.discountValue}
          error={errorOf('discount.value') ?? errorOf('discount')}
          inputMode="decimal"
          onChange={(event) => onChange({ discountValue: event.currentTarget.value })}
          onBlur={() => {
            if (line.discountKind === 'amount') showTwoDecimals('discountValue');
          }}
        />
        <PlainSelect
          {...naming('Discount in', 'discountKind')}
          labelShown={false}
          options={DISCOUNT_KINDS}
          value={line.discountKind}
          onChange={(event) =>
            onChange({ discountKind: event.currentTarget.value as LineForm['discountKind'] })
          }
        />
      </div>
      <PlainSelect
        {...naming('Tax code', 'taxCode')}
        options={TAX_CODE_OPTIONS}
        value={line.taxCode}
        error={errorOf('taxCode')}
        onChange={(event) => onChange({ taxCode: event.currentTarget.value as TaxCode })}
      />
    </>
  );
}
