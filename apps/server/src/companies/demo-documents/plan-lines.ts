import type { CreateProductInput } from '@kira/core/products';
import type { SeededRandom } from '@kira/core/seeded-random';
import { DEMO_CONTACTS } from '../demo-contacts.ts';
import { DEMO_PRODUCTS } from '../demo-products.ts';
import type { PlannedLine } from './plan-types.ts';

// Which of the demo's products each customer buys and each supplier sells, by the contact's
// tags: a florist never buys cement. Retired items and those without a price are left out.

const forSale = DEMO_PRODUCTS.filter((p) => p.active !== false && Number(p.sellingPrice) > 0);
const withCodes = (...prefixes: string[]) =>
  forSale.filter((p) => prefixes.some((prefix) => p.code.startsWith(prefix)));
const named = (...codes: string[]) => forSale.filter((p) => codes.includes(p.code));

const SALES_BY_TAG: [string, CreateProductInput[]][] = [
  ['overseas', named('IT-DEV-OVERSEAS', 'SV-FREIGHT-JB', 'SV-EXPORT-PACK')],
  ['events', named('SV-EVENT-SETUP', 'SV-DELIVERY-LORRY', 'FB-0001', 'FB-0002', 'FB-0014')],
  ['f&b', withCodes('FB-', 'CL-')],
  ['hardware', withCodes('HW-', 'SV-DELIVERY')],
  ['contractor', withCodes('HW-', 'SV-HANDYMAN')],
  ['automotive', withCodes('HW-', 'CL-')],
  ['manufacturing', withCodes('HW-', 'SV-INSTALL')],
  ['marine', withCodes('HW-', 'SV-EXPORT')],
  ['retail', withCodes('OF-', 'CL-', 'HW-00')],
  ['wholesale', withCodes('FB-', 'CL-', 'OF-')],
];
const OFFICE_SALES = withCodes('OF-', 'IT-SUPPORT', 'IT-WEB', 'IT-M365', 'IT-MONITOR', 'CL-');

/** What a service order does: work on site, with a few goods fitted. */
export const SERVICE_WORK = named(
  'SV-INSTALL-AIRCON',
  'SV-AIRCON-SERVICE',
  'SV-AIRCON-CHEM',
  'SV-CLEAN-OFFICE',
  'SV-HANDYMAN',
  'SV-INSTALL',
  'IT-NETWORK-SETUP',
  'IT-SUPPORT-HR',
  'IT-PDPA-AUDIT',
  'SV-TRAINING',
  'SV-CONSULT',
);

const PURCHASES_BY_TAG: [string, CreateProductInput[]][] = [
  ['hardware', withCodes('HW-')],
  ['it', named('IT-LAPTOP-14', 'IT-MONITOR-24')],
  ['packaging', named('FB-0001', 'FB-0002', 'FB-0004', 'FB-0005')],
  ['cleaning', withCodes('CL-')],
  ['f&b', named('FB-0007', 'FB-0008', 'FB-0009', 'FB-0010', 'FB-0011', 'FB-0014')],
  ['office supplies', withCodes('OF-')],
];

const tagsOf = (contact: string) => DEMO_CONTACTS.find((c) => c.name === contact)?.tags ?? [];

function familyOf(contact: string, byTag: [string, CreateProductInput[]][]) {
  const tags = tagsOf(contact);
  return byTag.find(([tag]) => tags.includes(tag))?.[1];
}

/** The demo's suppliers the plan buys goods from (a tag above says what). */
export const GOODS_SUPPLIERS = DEMO_CONTACTS.filter(
  (c) => c.role !== 'customer' && familyOf(c.name, PURCHASES_BY_TAG),
).map((c) => c.name);

/** A quantity that suits the price: bolts by the hundred, laptops by the piece. */
function quantityFor(price: number, random: SeededRandom, restock: boolean): string {
  const scale = restock ? 4 : 1;
  if (price < 1) return String(random.between(2, 20) * 50 * scale);
  if (price < 20) return String(random.between(2, 30) * scale);
  if (price < 200) return String(random.between(1, 8) * scale);
  return String(random.between(1, restock ? 6 : 2));
}

function lineOf(product: CreateProductInput, quantity: string, unitPrice: string): PlannedLine {
  return {
    productCode: product.code,
    description: product.name,
    quantity,
    unit: product.unit ?? '',
    unitPrice,
    taxCode: product.taxCode ?? 'SR',
  };
}

function distinct(
  products: CreateProductInput[],
  count: number,
  random: SeededRandom,
): CreateProductInput[] {
  const chosen: CreateProductInput[] = [];
  while (chosen.length < Math.min(count, products.length)) {
    const product = random.pick(products);
    if (!chosen.includes(product)) chosen.push(product);
  }
  return chosen;
}

/** One to four lines a customer would buy, at the list price. */
export function salesLines(contact: string, random: SeededRandom): PlannedLine[] {
  const family = familyOf(contact, SALES_BY_TAG) ?? OFFICE_SALES;
  return distinct(family, random.between(1, 4), random).map((product) => {
    const price = product.sellingPrice ?? '0';
    if (product.unit === 'month') return lineOf(product, '1', price);
    return lineOf(product, quantityFor(Number(price), random, false), price);
  });
}

/** Work on site: one or two services, hours or jobs. */
export function serviceLines(random: SeededRandom): PlannedLine[] {
  return distinct(SERVICE_WORK, random.between(1, 2), random).map((product) => {
    const price = product.sellingPrice ?? '0';
    const quantity = product.unit === 'hour' ? random.between(2, 12) : random.between(1, 4);
    return lineOf(product, String(quantity), price);
  });
}

/** A restocking order from a supplier, at cost. */
export function purchaseLines(supplier: string, random: SeededRandom): PlannedLine[] {
  const family = familyOf(supplier, PURCHASES_BY_TAG) ?? withCodes('OF-');
  return distinct(family, random.between(1, 3), random).map((product) => {
    const cost = product.cost ?? '0';
    return lineOf(product, quantityFor(Number(cost), random, true), cost);
  });
}
