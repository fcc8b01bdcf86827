import { PRICE_DECIMALS, PRODUCT_TYPES, type Product, type ProductType } from '@kira/core/products';
import type { TaxCode } from '@kira/core/tax-code-list';
import { Group, NativeSelect, Radio, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { RecordFormFrame } from '../../../components/record/record-form-frame.tsx';
import { ApiError, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { useRecordForm } from '../../../lib/forms/use-record-form.ts';
import { useCreateProduct, useUpdateProduct } from '../api/save-product.ts';
import {
  emptyProductDraft,
  newProductBody,
  productDraftOf,
  productPatchBody,
} from '../product-draft.ts';
import { TAX_CODE_OPTIONS } from '../product-labels.ts';

/** The server's messages by field; a taken code (409) shows beside the code. */
function serverErrors(error: unknown): Record<string, string> {
  const errors = fieldErrorsOf(error);
  if (error instanceof ApiError && error.status === 409 && !errors.code)
    errors.code = error.message;
  return errors;
}

interface ProductFormProps {
  /** The product to edit; null for a new one. */
  product: Product | null;
  canWrite: boolean;
  /** A first message to show ("saved" just after creating), gone at the first change. */
  notice?: string | undefined;
  onCreated?: (product: Product) => void;
}

/** Every field of a product or service, checked by the shared schema; an edit sends changes. */
export function ProductForm({ product, canWrite, notice, onCreated }: ProductFormProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { draft, set, errors, ...form } = useRecordForm({
    saved: product,
    canWrite,
    notice,
    onCreated,
    noun: 'product',
    emptyDraft: emptyProductDraft,
    draftOf: productDraftOf,
    newBody: newProductBody,
    patchBody: productPatchBody,
    create,
    update,
    serverErrors,
  });

  return (
    <RecordFormFrame
      label="Product or service"
      testId="product-form"
      canWrite={canWrite}
      noun="item"
      notice={form.notice}
      outcome={form.outcome}
      pending={form.pending}
      submitLabel={product ? 'Save changes' : 'Create'}
      onSubmit={form.handleSubmit}
      card
    >
      <Radio.Group
        label="Type"
        value={draft.type}
        onChange={(value) => set('type', value as ProductType)}
        error={errors.type}
      >
        <Group gap="lg" mt={6}>
          {PRODUCT_TYPES.map((type) => (
            <Radio key={type.value} value={type.value} label={type.label} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Code"
          description="Unique in the company, e.g. KOPI-1KG."
          required
          maxLength={40}
          spellCheck={false}
          autoComplete="off"
          value={draft.code}
          error={errors.code}
          onChange={(event) => set('code', event.currentTarget.value)}
        />
        <TextInput
          label="Name"
          description="As printed on documents."
          required
          maxLength={160}
          autoComplete="off"
          value={draft.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        description="Details printed under the name on a document line."
        autosize
        minRows={2}
        maxRows={8}
        maxLength={4000}
        value={draft.description}
        error={errors.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <TextInput
          label="Unit"
          description="e.g. pc, hour, kg."
          maxLength={20}
          value={draft.unit}
          error={errors.unit}
          onChange={(event) => set('unit', event.currentTarget.value)}
        />
        <TextInput
          label="Selling price"
          description={`Per unit, before GST; up to ${PRICE_DECIMALS} decimals.`}
          required
          inputMode="decimal"
          maxLength={20}
          styles={{ input: { textAlign: 'right' } }}
          value={draft.sellingPrice}
          error={errors.sellingPrice}
          onChange={(event) => set('sellingPrice', event.currentTarget.value)}
        />
        <TextInput
          label="Cost"
          description={`Per unit, up to ${PRICE_DECIMALS} decimals; 0.00 if empty.`}
          inputMode="decimal"
          maxLength={20}
          styles={{ input: { textAlign: 'right' } }}
          value={draft.cost}
          error={errors.cost}
          onChange={(event) => set('cost', event.currentTarget.value)}
        />
        <NativeSelect
          label="Tax code"
          description="The GST a document line gets."
          data={TAX_CODE_OPTIONS}
          value={draft.taxCode}
          error={errors.taxCode}
          onChange={(event) => set('taxCode', event.currentTarget.value as TaxCode)}
        />
      </SimpleGrid>
    </RecordFormFrame>
  );
}
