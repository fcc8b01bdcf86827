import type { CreateDocument } from '@kira/core/documents';

/** A receipt or refund of one out-of-scope line for `amount`: what the contact use cases issue. */
export function moneyDocument(input: {
  kind: 'receipt' | 'refund';
  contactId: string;
  date: string;
  currency: string;
  exchangeRate: string;
  amount: string;
  description: string;
  paymentMethod: CreateDocument['paymentMethod'];
  reference: string;
  accountId: string | undefined;
  allocations: CreateDocument['allocations'];
}): CreateDocument {
  return {
    kind: input.kind,
    contactId: input.contactId,
    issueDate: input.date,
    dueDate: null,
    validUntil: null,
    deliveryDate: null,
    currency: input.currency,
    exchangeRate: input.exchangeRate,
    reference: input.reference,
    pricesIncludeGst: false,
    documentDiscount: null,
    lines: [
      {
        productId: null,
        description: input.description,
        quantity: '1',
        unit: '',
        unitPrice: input.amount,
        discount: null,
        taxCode: 'OS',
      },
    ],
    notes: '',
    terms: '',
    expenseCategory: null,
    paymentMethod: input.paymentMethod,
    accountId: input.accountId ?? null,
    allocations: input.allocations,
  };
}
