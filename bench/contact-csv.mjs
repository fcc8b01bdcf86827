// CSV files of made-up Singapore contacts for the contact-list benchmark: deterministic (contact
// n is always the same), varied enough that the role, tag and search filters and the name order
// have real work to do, and every row valid, with a unique e-mail and UEN.
import { tsImport } from 'tsx/esm/api';

const { uenCheckLetter } = await tsImport('../packages/core/src/uen.ts', import.meta.url);
const { CONTACT_CSV_FIELDS } = await tsImport(
  '../packages/core/src/contacts-csv.ts',
  import.meta.url,
);

// biome-ignore format: tables read better wide
const PREFIXES = [
  'Ah Huat', 'Lion City', 'Marina Bay', 'Golden Dragon', 'Everbright', 'Sin Hock', 'Tan Brothers',
  'Jurong', 'Kallang', 'Orchid', 'Sunrise', 'Harbourfront', 'Katong', 'Tiong Bahru', 'Bukit Timah',
  'Pasir Ris', 'Eng Seng', 'Wah Lee', 'Seng Heng', 'Hup Lee', 'Kim Seng', 'Sri Murugan', 'Jade Garden',
  'Rasa', 'Merlion', 'Straits', 'Changi', 'Punggol', 'Tampines', 'Woodlands', 'Bedok', 'Serangoon',
  'Novena', 'Raffles', 'Clementi', 'Yishun', 'Pioneer', 'Eastpoint', 'Greenleaf', 'Oceanic',
];
// biome-ignore format: tables read better wide
const TRADES = [
  'Hardware', 'Trading', 'Logistics', 'Florist', 'Bakery', 'Engineering', 'Catering', 'Seafood',
  'Motor Works', 'Electrical', 'Printing', 'Aircon Services', 'Dental', 'Tuition Centre', 'Provision',
  'Marine Supplies', 'Furniture', 'Building Materials', 'Packaging', 'Cleaning Services', 'Renovation',
  'Digital Solutions', 'Spices', 'Cafe', 'Kopitiam', 'Laundry', 'Optical', 'Pharmacy', 'Travel',
  'Fitness', 'Beauty Salon', 'Photography', 'Signage', 'Security Services', 'Plumbing', 'Hair Studio',
  'Textiles', 'Frozen Food', 'Stationery', 'Electronics',
];
const SUFFIXES = [
  'Pte. Ltd.',
  'Pte. Ltd.',
  'Pte. Ltd.',
  'Enterprise',
  'Trading Co.',
  'LLP',
  '',
  '',
];
// biome-ignore format: tables read better wide
const SURNAMES = [
  'Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Chan', 'Koh', 'Teo', 'Ang', 'Yeo', 'Tay',
  'Ho', 'Low', 'Sim', 'Chong', 'Leong', 'Foo',
];
// biome-ignore format: tables read better wide
const GIVEN_NAMES = [
  'Wei Ming', 'Mei Ling', 'Boon Keng', 'Li Ting', 'Chee Keong', 'Siew Lan', 'Kah Wai', 'Pei Shan',
  'Jun Jie', 'Hui Min', 'Kok Leong', 'Xin Yi',
];
// biome-ignore format: tables read better wide
const OTHER_PERSONS = [
  'Siti Rahmah binti Osman', 'Muhammad Faizal bin Ismail', 'Nurul Huda', 'Haziq Rahman',
  'Rajesh Kumar', 'Priya Nair', 'Lakshmi Devi', 'Kumar Selvam', 'Daniel Teo', 'Rachel Low',
];
// biome-ignore format: tables read better wide
const STREETS = [
  ['Tampines Street 92', '52'], ['Ubi Avenue 3', '40'], ['Ang Mo Kio Avenue 8', '56'],
  ['Bedok North Street 5', '46'], ['Woodlands Loop', '73'], ['Pandan Loop', '12'],
  ['Jurong West Street 61', '64'], ['Kaki Bukit Road 2', '41'], ['Toa Payoh Lorong 7', '31'],
  ['Yishun Ring Road', '76'], ['Jalan Besar', '20'], ['Geylang Road', '38'],
  ['Serangoon Road', '21'], ['Anson Road', '07'], ['Orchard Road', '23'], ['Punggol Field', '82'],
];
// biome-ignore format: tables read better wide
const TAGS = [
  'retail', 'f&b', 'wholesale', 'overseas', 'key account', 'contractor', 'healthcare', 'education',
  'events', 'logistics', 'it', 'property',
];
const DOMAINS = ['com.sg', 'sg', 'com', 'biz.sg'];
const TERMS = ['', '0', '14', '30', '30', '60'];

/** A fixed scramble of n and a salt (MurmurHash3's finaliser): each column varies on its own. */
function mix(n, salt) {
  let h = (n + Math.imul(salt, 0x9e3779b9)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const pick = (table, n, salt) => table[mix(n, salt) % table.length];

/** Contact n as the CSV has it: field keys to cell text. */
export function contactRecord(n) {
  const spread = mix(n, 1) % 100;
  const role = spread < 60 ? 'customer' : spread < 90 ? 'supplier' : 'both';
  const prefix = pick(PREFIXES, n, 2);
  const name = [prefix, pick(TRADES, n, 3), pick(SUFFIXES, n, 4)].filter(Boolean).join(' ');
  const kind = mix(n, 5) % 10;
  // n is below 10^5, so these bodies never repeat.
  const uenBody =
    kind < 3
      ? String(53_000_000 + n)
      : kind < 5
        ? `${2000 + (n % 25)}${String(n).padStart(5, '0')}`
        : '';
  const uenFormat = uenBody.length === 8 ? 'business' : 'local_company';
  const uen = uenBody ? `${uenBody}${uenCheckLetter(uenBody, uenFormat)}` : '';
  const person =
    mix(n, 6) % 4 === 0
      ? pick(OTHER_PERSONS, n, 7)
      : `${pick(SURNAMES, n, 8)} ${pick(GIVEN_NAMES, n, 9)}`;
  const slug = prefix.toLowerCase().replace(/[^a-z]/g, '');
  const [street, sector] = pick(STREETS, n, 10);
  const postalCode = `${sector}${String(mix(n, 11) % 10_000).padStart(4, '0')}`;
  const tagCount = mix(n, 12) % 3;
  const tags = [pick(TAGS, n, 13), pick(TAGS, n, 14)].slice(0, tagCount);
  const currency = spread === 0 ? 'USD' : spread === 99 ? 'MYR' : 'SGD';
  const delivery = mix(n, 15) % 5 === 0;
  return {
    role,
    name,
    uen,
    gstNumber: kind === 3 ? uen : '',
    contactPerson: person,
    emails: `accounts.${n}@${slug}.${pick(DOMAINS, n, 16)}`,
    phones: `+65 6${String(mix(n, 17) % 1000).padStart(3, '0')} ${String(n % 10_000).padStart(4, '0')}`,
    billingLine1: `${10 + (mix(n, 18) % 890)} ${street}`,
    billingLine2: `#${String(1 + (n % 15)).padStart(2, '0')}-${String(n % 300).padStart(2, '0')}`,
    billingPostalCode: postalCode,
    billingCountry: 'Singapore',
    deliveryLine1: delivery ? `${1 + (n % 40)} Tuas Avenue ${1 + (n % 12)}` : '',
    deliveryPostalCode: delivery ? `63${String(n % 10_000).padStart(4, '0')}` : '',
    deliveryCountry: delivery ? 'Singapore' : '',
    paymentTermsDays: pick(TERMS, n, 19),
    currency,
    notes: mix(n, 20) % 10 === 0 ? 'Deliveries before 10 am; call the storekeeper on arrival.' : '',
    tags: tags.join('; '),
    archived: mix(n, 21) % 33 === 0 ? 'yes' : 'no',
  };
}

const FIELDS = CONTACT_CSV_FIELDS.filter((field) => field.key !== 'deliveryLine2');

const csvCell = (text) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Contacts `first` to `first + count - 1` as a CSV file, under the headers Kira exports. */
export function contactCsv(first, count) {
  const lines = [FIELDS.map((field) => csvCell(field.label)).join(',')];
  for (let n = first; n < first + count; n++) {
    const record = contactRecord(n);
    lines.push(FIELDS.map((field) => csvCell(record[field.key] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** The mapping of those files: every field to its own header. */
export const CONTACT_CSV_MAPPING = Object.fromEntries(
  FIELDS.map((field) => [field.key, field.label]),
);

/** How many of contacts 0 to count - 1 the list shows under role=customer (not archived). */
export function listedCustomersAmong(count) {
  let customers = 0;
  for (let n = 0; n < count; n++) {
    const { role, archived } = contactRecord(n);
    if (role !== 'supplier' && archived === 'no') customers++;
  }
  return customers;
}
