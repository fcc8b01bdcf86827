import type { Product } from '@kira/core/products';
import { useNavigate, useParams } from 'react-router';
import { RelatedDocuments } from '../../../components/documents/related-documents.tsx';
import { ExistingRecord } from '../../../components/record/existing-record.tsx';
import { RecordPage } from '../../../components/record/record-page.tsx';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { CREATED_STATE } from '../../../lib/forms/use-created-notice.ts';
import { useProduct } from '../api/get-product.ts';
import { ProductForm } from '../components/product-form.tsx';
import { ProductRecordActions } from '../components/product-record-actions.tsx';
import { productTypeLabel } from '../product-labels.ts';
import { productPath } from '../product-paths.ts';

function ExistingProduct({ product }: { product: Product }) {
  const navigate = useNavigate();
  const { edit, archive, delete: canDelete } = product.abilities;
  return (
    <ExistingRecord
      kind={productTypeLabel(product.type)}
      status={product.active ? null : { label: 'Retired', testId: 'retired-badge' }}
      actions={
        archive || canDelete
          ? (onOutcome) => (
              <ProductRecordActions
                product={product}
                onOutcome={onOutcome}
                onDeleted={() => void navigate('/pnsbook/', { state: { deleted: product.code } })}
              />
            )
          : null
      }
      form={(created) => (
        <ProductForm
          key={product.id}
          product={product}
          canWrite={edit}
          notice={
            created ? `The ${productTypeLabel(product.type).toLowerCase()} is saved.` : undefined
          }
        />
      )}
    >
      {/* Its recent documents: those with a line of it, invoices first (the kinds one may read). */}
      <RelatedDocuments filter={{ productId: product.id }} kind="invoice" />
    </ExistingRecord>
  );
}

/** /pnspage/ (a new product or service) and /pnspage/{id} (one, to view and edit). */
export function ProductPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { company, abilities } = useAuthContext();
  const canCreate = allows(abilities, 'products.write');
  const query = useProduct(id);
  const readOnly = company?.isReadOnly === true && !canCreate;
  const title = id
    ? query.data
      ? `${query.data.code} · ${query.data.name}`
      : 'Product or Service'
    : 'Add a Product or Service';

  return (
    <RecordPage
      title={title}
      testId="product-page"
      back={{ to: '/pnsbook/', label: 'Product List' }}
      readOnly={readOnly}
      id={id}
      query={query}
      failureText="Could not load the product or service"
      createForm={
        canCreate ? (
          <ProductForm
            product={null}
            canWrite
            onCreated={(product) =>
              void navigate(productPath(product.id), { replace: true, state: CREATED_STATE })
            }
          />
        ) : null
      }
      cannotCreateText="Your access level in this company does not let you add products or services."
    >
      {(product) => <ExistingProduct product={product} />}
    </RecordPage>
  );
}
