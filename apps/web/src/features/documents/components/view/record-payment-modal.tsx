import type { Document } from '@kira/core/documents';
import { Modal } from '@mantine/core';
import { RecordPaymentForm } from '../../../../components/money-in/record-payment-form.tsx';

interface RecordPaymentModalProps {
  invoice: Document;
  opened: boolean;
  onClose: () => void;
  /** Given the receipt the payment became. */
  onRecorded: (receipt: Document) => void;
}

/**
 * An invoice's Record payment: the contact's payment form (the one on the contact's page), with
 * the invoice's balance allocated to it; the person may allocate to the contact's other open
 * invoices too, and what is left becomes credit.
 */
export function RecordPaymentModal({
  invoice,
  opened,
  onClose,
  onRecorded,
}: RecordPaymentModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Record a payment of ${invoice.number ?? 'this invoice'}`}
      size="lg"
      centered
    >
      {invoice.contactId ? (
        <RecordPaymentForm
          contactId={invoice.contactId}
          invoice={invoice}
          onClose={onClose}
          onRecorded={onRecorded}
        />
      ) : null}
    </Modal>
  );
}
