import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

/** /pnspage (a new product or service) and /pnspage/:id (one of them). */
export function ProductPage() {
  const { id } = useParams();
  return (
    <PageShell title={id ? 'Product or Service' : 'Add a Product or Service'}>
      {id ? (
        <Text mb="md">
          Product or service <strong>{id}</strong>
        </Text>
      ) : null}
      <ComingSoon title="Products and services arrive in a later release">
        Here you will keep what you sell, with its unit, price and GST treatment, ready to pick on
        any quotation or invoice.
      </ComingSoon>
    </PageShell>
  );
}
