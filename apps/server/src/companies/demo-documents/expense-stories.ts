import type { ExpenseCategory, PaymentMethod } from '@kira/core/enums';
import type { SeededRandom } from '@kira/core/seeded-random';
import type { TaxCode } from '@kira/core/tax-codes';
import { addDays, monthName, monthStart, workingDay } from './plan-calendar.ts';
import type { DemoFileKind, PlannedDraft } from './plan-types.ts';
import type { StoryKit } from './story-kit.ts';

/** One kind of everyday cost: who is paid (if a contact), for what, how much, how. */
interface CostKind {
  category: ExpenseCategory;
  contact: string | null;
  description: string;
  /** Cents, from and to. */
  cents: [number, number];
  taxCode: TaxCode;
  methods: readonly PaymentMethod[];
  /** The receipt kept with it: a photo or the supplier's PDF. */
  file?: DemoFileKind;
}

const cost = (
  category: ExpenseCategory,
  contact: string | null,
  description: string,
  cents: [number, number],
  taxCode: TaxCode,
  methods: readonly PaymentMethod[],
  file?: DemoFileKind,
): CostKind => ({ category, contact, description, cents, taxCode, methods, file });

/** The weekly costs, in turn: every category the monthly ones and the orders do not cover. */
const EVERYDAY: CostKind[] = [
  cost(
    'entertainment',
    null,
    'Client lunch, Jumbo Seafood',
    [18_000, 46_000],
    'SR',
    ['creditCard'],
    'png',
  ),
  cost(
    'transportation',
    null,
    'Diesel for the delivery van',
    [9_000, 16_000],
    'SR',
    ['creditCard', 'cash'],
    'png',
  ),
  cost('labour', 'Muthu Ramasamy', 'Part-time helper, stock take', [24_000, 60_000], 'OS', [
    'payNow',
  ]),
  cost(
    'packAndShip',
    'Lion City Logistics Pte. Ltd.',
    'Courier charges',
    [6_000, 38_000],
    'SR',
    ['bankTransfer'],
    'pdf',
  ),
  cost(
    'services',
    'Harbour Insurance Brokers Pte. Ltd.',
    'Insurance premium, work injury compensation',
    [42_000, 98_000],
    'ES',
    ['cheque', 'bankTransfer'],
    'pdf',
  ),
  cost(
    'warehouse',
    'Ubi Cold Chain Logistics Pte. Ltd.',
    'Cold-room storage, 2 pallets',
    [28_000, 52_000],
    'SR',
    ['bankTransfer'],
  ),
  cost('loan', null, 'SME working capital loan, instalment', [185_000, 185_000], 'OS', [
    'bankTransfer',
  ]),
  cost(
    'other',
    'Eastern Water Dispenser Rental',
    'Water dispenser rental and filters',
    [3_500, 6_500],
    'SR',
    ['cash', 'payNow'],
  ),
  cost('tax', null, 'IRAS: corporate income tax instalment', [42_000, 120_000], 'OS', ['others']),
  cost(
    'productCost',
    'Wah Lee Trading Company',
    'Assorted goods for resale',
    [35_000, 180_000],
    'SR',
    ['bankTransfer', 'cheque'],
  ),
  cost(
    'transportation',
    null,
    'Grab rides to client sites',
    [1_800, 6_500],
    'SR',
    ['creditCard'],
    'png',
  ),
  cost(
    'rawMaterial',
    'Sin Hock Soon Building Materials Pte. Ltd.',
    'Plywood and timber battens',
    [25_000, 90_000],
    'SR',
    ['bankTransfer'],
  ),
  cost(
    'services',
    'Bay Area Digital Solutions Pte. Ltd.',
    'Website maintenance',
    [30_000, 30_000],
    'SR',
    ['bankTransfer'],
    'pdf',
  ),
  cost('other', 'Alexandra Uniforms & Workwear', 'Staff uniforms', [16_000, 42_000], 'SR', [
    'payNow',
  ]),
];

const RENT = cost(
  'rental',
  null,
  'Office rent, International Plaza #12-08',
  [420_000, 420_000],
  'SR',
  ['bankTransfer'],
  'pdf',
);
const CPF = cost('cpf', null, 'CPF contributions', [512_000, 548_000], 'OS', ['bankTransfer']);
const BANK = cost('banking', null, 'Bank charges', [1_800, 4_200], 'ES', ['others']);

/** An amount between the kind's bounds, written from whole cents (no float rounding). */
function amountIn([from, to]: [number, number], random: SeededRandom): string {
  const cents = random.between(from, to);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function expenseDraft(
  kind: CostKind,
  description: string,
  amount: string,
  random: SeededRandom,
): PlannedDraft {
  return {
    contact: kind.contact,
    lines: [
      {
        productCode: null,
        description,
        quantity: '1',
        unit: '',
        unitPrice: amount,
        taxCode: kind.taxCode,
      },
    ],
    expenseCategory: kind.category,
    paymentMethod: random.pick(kind.methods),
  };
}

/** Books an expense: created and issued on `date`, its receipt attached every other time. */
function book(kit: StoryKit, date: string, draft: PlannedDraft, file?: DemoFileKind) {
  const key = kit.key('expense');
  kit.steps.push({ op: 'create', date, key, kind: 'expense', draft });
  kit.steps.push({ op: 'issue', date, key });
  if (file && kit.count(`file ${draft.expenseCategory}`) % 2 === 0)
    kit.steps.push({ op: 'attach', date, key, file, fileName: `receipt-${date}.${file}` });
  return key;
}

/** This week's everyday cost; every 25th was entered twice, and the copy voided. */
export function everydayExpenseStory(kit: StoryKit, date: string) {
  const { random } = kit;
  const kind = EVERYDAY[kit.count('everyday') % EVERYDAY.length] as CostKind;
  const draft = expenseDraft(kind, kind.description, amountIn(kind.cents, random), random);
  book(kit, date, draft, kind.file);
  if (kit.count('everyday twice') % 25 === 12) {
    const copy = book(kit, date, draft);
    kit.steps.push({ op: 'void', date: addDays(date, 1), key: copy, reason: 'Entered twice' });
  }
}

/** The month's fixed costs: rent on its first working day, CPF on the 14th, bank charges at its end. */
export function monthlyExpensesStory(kit: StoryKit, month: string) {
  const { random } = kit;
  const fixed = (kind: CostKind, date: string, about: string) =>
    book(
      kit,
      date,
      expenseDraft(kind, `${kind.description}, ${about}`, amountIn(kind.cents, random), random),
      kind.file,
    );
  fixed(RENT, workingDay(month), monthName(month));
  fixed(CPF, workingDay(addDays(month, 13)), `for ${monthName(monthStart(month, -1))}`);
  const monthEnd = addDays(monthStart(month, 1), -1);
  const lastWorkingDay =
    [0, 1, 2].map((back) => addDays(monthEnd, -back)).find((d) => workingDay(d) === d) ?? monthEnd;
  fixed(BANK, lastWorkingDay, monthName(month));
}
