import { TAX_CODES, type TaxCode } from '@kira/core/tax-codes';
import { Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { LineForm } from '../../document-form.ts';
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

/** One line's fields, each labelled (`Description`, `Quantity`, `Unit price`, ...). */
export function LineFields({ line, index, onChange, onEnter, errorOf }: LineFieldsProps) {
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    }
  };
  const text = (field: 'description' | 'quantity' | 'unit' | 'unitPrice', label: string) => (
    <TextInput
      label={label}
      size="xs"
      value={line[field]}
      error={errorOf(field)}
      onKeyDown={enter}
      inputMode={field === 'quantity' || field === 'unitPrice' ? 'decimal' : undefined}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      aria-describedby={undefined}
      data-line={index}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
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
      <Group gap={4} wrap="nowrap" align="flex-end">
        <TextInput
          label="Discount"
          size="xs"
          value={line.discountValue}
          error={errorOf('discount.value') ?? errorOf('discount')}
          inputMode="decimal"
          onKeyDown={enter}
          onChange={(event) => onChange({ discountValue: event.currentTarget.value })}
          style={{ flex: 1 }}
        />
        <NativeSelect
          aria-label="Discount in"
          size="xs"
          data={[
            { value: 'percent', label: '%' },
            { value: 'amount', label: '$' },
          ]}
          value={line.discountKind}
          onChange={(event) =>
            onChange({ discountKind: event.currentTarget.value as LineForm['discountKind'] })
          }
        />
      </Group>
      <NativeSelect
        label="Tax code"
        size="xs"
        data={TAX_CODES.map((code) => ({
          value: code.value,
          label: `${code.value} · ${code.label}`,
        }))}
        value={line.taxCode}
        error={errorOf('taxCode')}
        onChange={(event) => onChange({ taxCode: event.currentTarget.value as TaxCode })}
      />
    </SimpleGrid>
  );
}
