// Run by bench/pdf.mjs as a child: `node --expose-gc --import tsx bench/pdf-render-heap.mjs`
// with apps/server as its working directory (tsx then compiles the server's .tsx as the server
// does). Renders a 5-line tax invoice with its PayNow code in this process, no HTTP and no
// database: the render's own median time, and the JavaScript heap after a full collection
// before and after RENDERS more PDFs (what RSS alone cannot tell: a leak, or a heap that grew
// and has not been given back). Prints one JSON line.
import { renderDocumentPdf } from '../apps/server/src/documents/render-document-pdf.tsx';
import { payNowPayload } from '../packages/core/src/paynow/paynow-payload.ts';

const RENDERS = Number(process.env.BENCH_PDF_BATCH ?? 1_000);
const WARM_UP = 100;
const TIMED = 100;

const line = (i) => ({
  position: i + 1,
  productId: null,
  description: `Bench item ${i + 1}`,
  quantity: '2',
  unit: 'pc',
  unitPrice: '10.00',
  discount: null,
  taxCode: 'SR',
  taxRate: '9',
  amount: '20.00',
  tax: '1.80',
});

const input = {
  document: {
    id: 'I26KQJNQ-9266',
    kind: 'invoice',
    number: 'INV-000001',
    status: 'issued',
    overdue: false,
    expired: false,
    contactId: 'K26KQJNQ-9266',
    contactName: 'Bench Customer Pte. Ltd.',
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    currency: 'SGD',
    reference: 'PO-1',
    subtotal: '100.00',
    discount: '0.00',
    taxable: '100.00',
    tax: '9.00',
    total: '109.00',
    rounding: '0.00',
    payable: '109.00',
    settled: '0.00',
    balance: '109.00',
    validUntil: null,
    deliveryDate: null,
    exchangeRate: '1',
    pricesIncludeGst: false,
    gstRounding: 'line',
    cashRounding: false,
    documentDiscount: null,
    contactSnapshot: null,
    lines: Array.from({ length: 5 }, (_, i) => line(i)),
    taxes: [{ taxCode: 'SR', taxRate: '9', taxable: '100.00', tax: '9.00' }],
    sgd: null,
    notes: '',
    terms: 'Payment within 30 days.',
    expenseCategory: null,
    paymentMethod: null,
    allocations: [],
    attachments: [],
    sourceId: null,
    chain: [],
    voidReason: null,
    createdAt: '2026-03-02T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    issuedAt: '2026-03-02T00:00:00.000Z',
    createdBy: null,
    issuedBy: null,
  },
  company: {
    legalName: 'Bench Paper Pte. Ltd.',
    uen: '201912345R',
    addressLines: ['1 Bench Road', 'Singapore 123456'],
    phone: '',
    email: '',
    gstRegistered: true,
    gstNumber: '201912345R',
    bankName: 'DBS Bank Ltd',
    bankAccountName: '',
    bankAccountNumber: '012-345678-9',
    bankSwift: '',
    invoiceFooter: 'Thank you for your business.',
    deliveryOrderPrices: true,
  },
  logo: null,
  contact: {
    name: 'Bench Customer Pte. Ltd.',
    uen: '',
    gstNumber: '',
    contactPerson: '',
    email: '',
    address: ['2 Jalan Bench', 'Singapore 208790'],
  },
  creditedInvoice: null,
  payNow: {
    payload: payNowPayload({
      proxy: { type: 'uen', value: '201912345R' },
      amount: '109.00',
      merchantName: 'Bench Paper Pte. Ltd.',
      reference: 'INV-000001',
    }),
    amount: '109.00',
    reference: 'INV-000001',
  },
};

const heapMiB = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

for (let i = 0; i < WARM_UP; i++) await renderDocumentPdf(input);
const times = [];
for (let i = 0; i < TIMED; i++) {
  const startedAt = performance.now();
  await renderDocumentPdf(input);
  times.push(performance.now() - startedAt);
}
times.sort((a, b) => a - b);
const before = heapMiB();
for (let i = 0; i < RENDERS; i++) await renderDocumentPdf(input);
const after = heapMiB();
console.log(JSON.stringify({ median: times[TIMED / 2], before, after, renders: RENDERS }));
