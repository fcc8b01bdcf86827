import { PRODUCT_TYPES, type Product, type ProductType } from '@kira/core/products';
import type { TaxCode } from '@kira/core/tax-codes';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { ApiError, errorText, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { useCreateProduct, useUpdateProduct } from '../api/save-product.ts';
import {
  emptyProductDraft,
  newProductBody,
  type ProductDraft,
  productDraftOf,
  productPatchBody,
} from '../product-draft.ts';
import { TAX_CODE_OPTIONS } from '../product-labels.ts';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

const MSG_FIX_FIELDS = 'Some fields need your attention: see the messages beside them.';

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
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? productDraftOf(product) : emptyProductDraft(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Said at the top, where the page opens; gone at the first change.
  const [showNotice, setShowNotice] = useState(notice !== undefined);
  const create = useCreateProduct();
  const update = useUpdateProduct();

  function set<Key extends keyof ProductDraft>(key: Key, value: ProductDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
    setOutcome(null);
    setShowNotice(false);
  }

  function failed(error: unknown) {
    console.error('Saving the product failed', error);
    setErrors(serverErrors(error));
    setOutcome({ kind: 'error', message: errorText(error, 'Could not save the product') });
  }

  async function saveChanges(saved: Product) {
    const result = productPatchBody(saved, draft);
    if (!result.ok) {
      setErrors(result.errors);
      setOutcome({ kind: 'error', message: MSG_FIX_FIELDS });
      return;
    }
    if (result.body === null) {
      setOutcome({ kind: 'success', message: 'Nothing has changed since the last save.' });
      return;
    }
    try {
      const updated = await update.mutateAsync({ id: saved.id, patch: result.body });
      setDraft(productDraftOf(updated));
      setOutcome({ kind: 'success', message: 'Your changes are saved.' });
    } catch (error) {
      failed(error);
    }
  }

  async function saveNew() {
    const result = newProductBody(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setOutcome({ kind: 'error', message: MSG_FIX_FIELDS });
      return;
    }
    try {
      const created = await create.mutateAsync(result.body);
      onCreated?.(created);
    } catch (error) {
      failed(error);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canWrite) return;
    setShowNotice(false);
    setErrors({});
    setOutcome(null);
    void (product ? saveChanges(product) : saveNew());
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Product or service"
      data-testid="product-form"
    >
      <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="md">
            {showNotice && notice ? <StatusAlert kind="success">{notice}</StatusAlert> : null}
            {canWrite ? null : (
              <Text size="sm" c="dimmed">
                You can view this item; your access level in this company does not let you change
                it.
              </Text>
            )}
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
                description="Per unit, before GST."
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
                description="Per unit; 0.00 if empty."
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
            {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
            {canWrite ? (
              <Group>
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {product ? 'Save changes' : 'Create'}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      </fieldset>
    </form>
  );
}
