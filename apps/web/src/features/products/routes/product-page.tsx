import type { Product } from '@kira/core/products';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { OutcomeAlert } from '../../../components/outcome-alert.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordPageShell } from '../../../components/record/record-page-shell.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import type { Outcome } from '../../../lib/forms/outcome.ts';
import { CREATED_STATE, useCreatedNotice } from '../../../lib/forms/use-created-notice.ts';
import { allows } from '../../auth/abilities.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { useProduct } from '../api/get-product.ts';
import { ProductForm } from '../components/product-form.tsx';
import { ProductRecordActions } from '../components/product-record-actions.tsx';
import { productTypeLabel } from '../product-labels.ts';
import { productPath } from '../product-paths.ts';

function ExistingProduct({ product, canWrite }: { product: Product; canWrite: boolean }) {
  const navigate = useNavigate();
  const created = useCreatedNotice();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  return (
    <Stack gap="lg">
      <RecordHeader
        kind={productTypeLabel(product.type)}
        status={product.active ? null : { label: 'Retired', testId: 'retired-badge' }}
        actions={
          canWrite ? (
            <ProductRecordActions
              product={product}
              onOutcome={setOutcome}
              onDeleted={() => void navigate('/pnsbook/', { state: { deleted: product.code } })}
            />
          ) : null
        }
      />
      <OutcomeAlert outcome={outcome} />
      <ProductForm
        key={product.id}
        product={product}
        canWrite={canWrite}
        notice={
          created ? `The ${productTypeLabel(product.type).toLowerCase()} is saved.` : undefined
        }
      />
    </Stack>
  );
}

/** /pnspage/ (a new product or service) and /pnspage/{id} (one, to view and edit). */
export function ProductPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { company, abilities } = useAuthContext();
  const canWrite = allows(abilities, 'products.write');
  const query = useProduct(id);
  const readOnly = company?.isReadOnly === true && !canWrite;
  const title = id
    ? query.data
      ? `${query.data.code} · ${query.data.name}`
      : 'Product or Service'
    : 'Add a Product or Service';

  return (
    <RecordPageShell
      title={title}
      testId="product-page"
      back={{ to: '/pnsbook/', label: 'Product List' }}
      readOnly={readOnly}
    >
      {id === undefined ? (
        canWrite ? (
          <ProductForm
            product={null}
            canWrite
            onCreated={(product) =>
              void navigate(productPath(product.id), { replace: true, state: CREATED_STATE })
            }
          />
        ) : readOnly ? null : (
          <StatusAlert kind="error">
            Your access level in this company does not let you add products or services.
          </StatusAlert>
        )
      ) : (
        <QueryStatus query={query} failureText="Could not load the product or service" />
      )}
      {query.data ? <ExistingProduct product={query.data} canWrite={canWrite} /> : null}
    </RecordPageShell>
  );
}
