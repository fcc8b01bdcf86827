import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

/** /document/ (a new document) and /document/:id (an existing one), the document editor. */
export function DocumentPage() {
  const { id } = useParams();
  return (
    <PageShell size="lg" title="Add a Document">
      {id ? (
        <Text mb="md">
          Document <strong>{id}</strong>
        </Text>
      ) : null}
      <ComingSoon title="The document editor arrives in a later release">
        It will create service orders, quotations, invoices, delivery orders, receipts, purchase
        orders and expenses, with live totals, GST and a preview of the PDF.
      </ComingSoon>
    </PageShell>
  );
}
