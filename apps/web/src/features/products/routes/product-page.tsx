import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import type { Product } from '@kira/core/products';
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { ReadOnlyCompanyNotice } from '../../../components/read-only-company-notice.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { CREATED_STATE, useCreatedNotice } from '../../../lib/forms/use-created-notice.ts';
import { allows } from '../../auth/abilities.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { useProduct } from '../api/get-product.ts';
import { ProductForm } from '../components/product-form.tsx';
import { ProductRecordActions } from '../components/product-record-actions.tsx';
import { productTypeLabel } from '../product-labels.ts';
import { productPath } from '../product-paths.ts';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

function ExistingProduct({ product, canWrite }: { product: Product; canWrite: boolean }) {
  const navigate = useNavigate();
  const created = useCreatedNotice();
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Badge variant="outline" color="ink.8" tt="none">
            {productTypeLabel(product.type)}
          </Badge>
          {product.active ? null : (
            <Badge variant="outline" color="ink.7" tt="none" data-testid="retired-badge">
              Retired
            </Badge>
          )}
        </Group>
        {canWrite ? (
          <ProductRecordActions
            product={product}
            onOutcome={setOutcome}
            onDeleted={() => void navigate('/pnsbook/', { state: { deleted: product.code } })}
          />
        ) : null}
      </Group>
      {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
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
    <PageShell title={title} testId="product-page">
      <Stack gap="lg">
        <Anchor component={Link} to="/pnsbook/" size="sm" underline="hover">
          ← Product List
        </Anchor>
        {readOnly ? <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} /> : null}
        {id === undefined && canWrite ? (
          <ProductForm
            product={null}
            canWrite
            onCreated={(product) =>
              void navigate(productPath(product.id), { replace: true, state: CREATED_STATE })
            }
          />
        ) : null}
        {id === undefined && !canWrite && !readOnly ? (
          <StatusAlert kind="error">
            Your access level in this company does not let you add products or services.
          </StatusAlert>
        ) : null}
        {id !== undefined && query.isPending ? <LoadingScreen /> : null}
        {id !== undefined && query.isError ? (
          <StatusAlert kind="error">
            {errorText(query.error, 'Could not load the product or service')}
          </StatusAlert>
        ) : null}
        {query.data ? <ExistingProduct product={query.data} canWrite={canWrite} /> : null}
      </Stack>
    </PageShell>
  );
}
