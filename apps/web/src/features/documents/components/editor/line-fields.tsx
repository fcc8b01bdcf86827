import { TAX_CODES, type TaxCode } from '@kira/core/tax-code-list';
import type { KeyboardEvent } from 'react';
import type { LineForm } from '../../line-form.ts';
import classes from './line-card.module.css';
import { PlainSelect, PlainTextInput } from './plain-fields.tsx';
import { ProductSearch } from './product-search.tsx';

interface LineFieldsProps {
  line: LineForm;
  index: number;
  onChange: (change: Partial<LineForm>) => void;
  /** Enter in a field adds a line after this one. */
  onEnter: () => void;
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

/** One line's fields, each labelled (`Description`, `Quantity`, `Unit price`, ...). */
export function LineFields({ line, index, onChange, onEnter, errorOf }: LineFieldsProps) {
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    }
  };
  const text = (field: 'description' | 'quantity' | 'unit' | 'unitPrice', label: string) => (
    <PlainTextInput
      label={label}
      value={line[field]}
      error={errorOf(field)}
      onKeyDown={enter}
      inputMode={field === 'quantity' || field === 'unitPrice' ? 'decimal' : undefined}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      data-line={index}
    />
  );
  return (
    <div className={classes.fields}>
      <ProductSearch
        label="Product"
        onPick={(product) =>
          onChange({
            productId: product.id,
            description: product.description,
            unit: product.unit,
            unitPrice: product.unitPrice,
            taxCode: product.taxCode,
          })
        }
      />
      {text('description', 'Description')}
      {text('quantity', 'Quantity')}
      {text('unit', 'Unit')}
      {text('unitPrice', 'Unit price')}
      <div className={classes.pair}>
        <PlainTextInput
          label="Discount"
          className={classes.grow}
          value={line.discountValue}
          error={errorOf('discount.value') ?? errorOf('discount')}
          inputMode="decimal"
          onKeyDown={enter}
          onChange={(event) => onChange({ discountValue: event.currentTarget.value })}
        />
        <PlainSelect
          label="Discount in"
          labelShown={false}
          options={DISCOUNT_KINDS}
          value={line.discountKind}
          onChange={(event) =>
            onChange({ discountKind: event.currentTarget.value as LineForm['discountKind'] })
          }
        />
      </div>
      <PlainSelect
        label="Tax code"
        options={TAX_CODE_OPTIONS}
        value={line.taxCode}
        error={errorOf('taxCode')}
        onChange={(event) => onChange({ taxCode: event.currentTarget.value as TaxCode })}
      />
    </div>
  );
}
