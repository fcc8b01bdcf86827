import {
  type CreateDocument,
  createDocumentSchema,
  type DocumentLineInput,
  type DocumentRecord,
  documentPatchSchema,
} from '@kira/core/documents';
import { formatMoney, percentageOf } from '@kira/core/money';
import type { RequestAccess } from '../../access/load-access.ts';
// The documents module keeps its use cases in use-cases/ and has no entry at its root for
// them (docs/decisions/0004-import-boundaries.md); the demo must be written by the same use
// cases as real data, so these imports reach inside, each marked.
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { addAttachment } from '../../documents/use-cases/attachments.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { convertDocument } from '../../documents/use-cases/convert.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { createDraft } from '../../documents/use-cases/create-draft.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { getDocument } from '../../documents/use-cases/get.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { issueDocument } from '../../documents/use-cases/issue.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { recordPayment } from '../../documents/use-cases/record-payment.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { transitionDocument } from '../../documents/use-cases/transition.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { updateDraft } from '../../documents/use-cases/update-draft.ts';
// biome-ignore lint/style/noRestrictedImports: seeded through the documents' use cases
import { voidDocument } from '../../documents/use-cases/void.ts';
import { demoFile } from './demo-files.ts';
import type { DemoReferences } from './demo-references.ts';
import type { DemoStep, PlanKey, PlannedDraft, PlannedLine } from './plan-types.ts';

/** What the steps share: who acts, where files go, and the ids the plan's keys became. */
export interface DemoRun {
  access: RequestAccess;
  dataDir: string;
  references: DemoReferences;
  ids: Map<PlanKey, string>;
}

/** Carries out one step of the plan through the documents' use cases, as a person would. */
export async function runDemoStep(run: DemoRun, step: DemoStep): Promise<void> {
  const { access, ids } = run;
  const idOf = (key: PlanKey) => {
    const id = ids.get(key);
    if (!id) throw new Error(`The demo plan uses ${key} before making it`);
    return id;
  };
  if (step.op === 'create') {
    const input = await inputOf(run, step.kind, step.date, step.draft, idOf);
    ids.set(step.key, (await createDraft(access, input)).id);
  } else if (step.op === 'convert') {
    const draft = await convertDocument(access, idOf(step.from), step.kind);
    ids.set(step.key, draft.id);
    const { lines, ...changes } = step.changes ?? {};
    const patch = {
      issueDate: step.date,
      ...changes,
      ...(lines && { lines: linesOf(run, lines) }),
    };
    await updateDraft(access, draft.id, documentPatchSchema.parse(patch));
  } else if (step.op === 'issue') {
    await issueDocument(access, idOf(step.key));
  } else if (step.op === 'transition') {
    await transitionDocument(access, idOf(step.key), step.name);
  } else if (step.op === 'pay') {
    const invoice = await getDocument(access, idOf(step.invoice));
    const amount =
      step.share === 'rest'
        ? invoice.balance
        : formatMoney(percentageOf(invoice.balance, String(step.share)));
    const { method: paymentMethod, reference, date } = step;
    const receipt = await recordPayment(access, invoice.id, {
      amount,
      date,
      paymentMethod,
      reference,
    });
    ids.set(step.key, receipt.id);
  } else if (step.op === 'void') {
    await voidDocument(access, idOf(step.key), step.reason);
  } else {
    const document = await getDocument(access, idOf(step.key));
    const { bytes, contentType } = demoFile(step.file, printedOn(document));
    // The demo's own few files: the demo is exempt from plan limits (plans/company-plan.ts).
    await addAttachment(access, run.dataDir, document.id, {
      contentType,
      fileName: step.fileName,
      bytes,
    });
  }
}

function linesOf(run: DemoRun, lines: readonly PlannedLine[]): DocumentLineInput[] {
  return lines.map(({ productCode, ...line }) => ({
    ...line,
    productId: run.references.productId(productCode),
    discount: null,
  }));
}

/** A draft as the API's create request would give it; a receipt's draft pays its invoice's balance. */
async function inputOf(
  run: DemoRun,
  kind: CreateDocument['kind'],
  issueDate: string,
  { contact, lines, allocateTo, ...fields }: PlannedDraft,
  idOf: (key: PlanKey) => string,
): Promise<CreateDocument> {
  const input = {
    kind,
    issueDate,
    contactId: run.references.contactId(contact),
    lines: linesOf(run, lines),
    ...fields,
  };
  if (!allocateTo) return createDocumentSchema.parse(input);
  const invoice = await getDocument(run.access, idOf(allocateTo));
  return createDocumentSchema.parse({
    ...input,
    contactId: invoice.contactId,
    lines: [
      {
        description: `Payment for ${invoice.number}`,
        quantity: '1',
        unitPrice: invoice.balance,
        taxCode: 'OS',
      },
    ],
    allocations: [{ invoiceId: invoice.id, amount: invoice.balance }],
  });
}

/** What an attached bill or till receipt says: who, when, what, how much. */
function printedOn(document: DocumentRecord): string[] {
  return [
    document.contactSnapshot?.name ?? document.lines[0]?.description ?? 'Receipt',
    `Date: ${document.issueDate}`,
    ...document.lines.map((line) => `${line.quantity} x ${line.description}  ${line.amount}`),
    `GST: ${document.tax}`,
    `Total: ${document.currency} ${document.total}`,
  ];
}
