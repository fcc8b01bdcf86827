import type { CreateProductInput } from '@kira/core/products';

// The demo company's price list: a trading and services SME that sells hardware, office and
// F&B supplies, and installs, cleans, delivers and consults. A data table, one line an item;
// fixed values, the same on every machine.

type Extra = Pick<CreateProductInput, 'description' | 'taxCode' | 'active'>;

function goods(
  code: string,
  name: string,
  unit: string,
  sellingPrice: string,
  cost: string,
  extra: Extra = {},
): CreateProductInput {
  return { type: 'product', code, name, unit, sellingPrice, cost, ...extra };
}

function service(
  code: string,
  name: string,
  unit: string,
  sellingPrice: string,
  cost: string,
  extra: Extra = {},
): CreateProductInput {
  return { type: 'service', code, name, unit, sellingPrice, cost, ...extra };
}

const hardware: CreateProductInput[] = [
  goods('HW-0001', 'Hex bolt M8 x 40 mm, stainless steel', 'pc', '0.4500', '0.1850'),
  goods('HW-0003', 'Self-tapping screw 8G x 25 mm (box of 200)', 'box', '12.50', '6.20'),
  goods('HW-0004', 'Wood screw 6G x 30 mm', 'pc', '0.0850', '0.0320'),
  goods('HW-0005', 'Wall plug 6 mm (pack of 100)', 'pack', '4.80', '1.90'),
  goods('HW-0006', 'PVC conduit pipe 20 mm x 3 m', 'pc', '3.60', '1.75'),
  goods('HW-0007', 'Electrical cable 2.5 mm², 100 m roll', 'roll', '138.00', '96.50'),
  goods('HW-0008', '13 A switched socket outlet, twin', 'pc', '14.90', '7.40'),
  goods('HW-0009', 'LED tube T8 18 W, cool daylight', 'pc', '8.50', '3.95'),
  goods('HW-0010', 'LED downlight 12 W, 6 inch', 'pc', '16.80', '8.10'),
  goods('HW-0011', 'Cordless drill 18 V with two batteries', 'set', '189.00', '128.00'),
  goods('HW-0012', 'Angle grinder 100 mm, 850 W', 'pc', '79.00', '52.30'),
  goods('HW-0013', 'Cement, ordinary Portland, 40 kg bag', 'bag', '9.80', '7.10'),
  goods('HW-0014', 'Ceramic floor tile 600 x 600 mm, matt grey', 'box', '32.00', '21.40'),
  goods('HW-0016', 'Emulsion paint, interior, 5 L, off-white', 'pail', '58.00', '36.80'),
  goods('HW-0017', 'Masking tape 24 mm x 20 m', 'roll', '1.90', '0.7200'),
  goods('HW-0018', 'Silicone sealant, clear, 300 ml', 'pc', '6.50', '2.85'),
  goods('HW-0019', 'Safety helmet with chin strap, SS 98 approved', 'pc', '12.00', '5.60'),
  goods('HW-0020', 'Safety boots, steel toe, sizes 6-12', 'pair', '45.00', '26.00'),
  goods('HW-0022', 'Padlock 50 mm, brass, keyed alike', 'pc', '15.50', '7.80', {
    active: false,
    description: 'Discontinued by the maker; replaced by HW-0023.',
  }),
  goods('HW-0023', 'Padlock 50 mm, hardened steel, keyed alike', 'pc', '17.90', '8.90'),
];

const officeSupplies: CreateProductInput[] = [
  goods('OF-0001', 'A4 copier paper 70 gsm (ream of 500)', 'ream', '5.20', '3.65'),
  goods('OF-0002', 'A4 copier paper 80 gsm (carton of 5 reams)', 'carton', '27.50', '19.80'),
  goods('OF-0003', 'Ballpoint pen, blue (box of 50)', 'box', '11.00', '5.40'),
  goods('OF-0004', 'Whiteboard marker, assorted (pack of 4)', 'pack', '5.60', '2.30'),
  goods('OF-0005', 'Lever arch file A4, 3 inch', 'pc', '2.80', '1.35'),
  goods('OF-0006', 'Stapler, heavy duty, 100 sheets', 'pc', '38.00', '21.00'),
  goods('OF-0008', 'Toner cartridge, HP 26A compatible', 'pc', '68.00', '39.00'),
  goods('OF-0009', 'Thermal receipt roll 80 x 80 mm (carton of 50)', 'carton', '42.00', '27.50'),
  goods('OF-0010', 'Ergonomic office chair, mesh back', 'pc', '269.00', '172.00'),
  goods('OF-0011', 'Office desk 1500 x 750 mm, walnut', 'pc', '320.00', '205.00'),
  goods(
    'OF-0013',
    'Red packet envelopes, company logo print (per 1000)',
    'lot',
    '280.00',
    '150.00',
    {
      description: 'Printed for Chinese New Year; order by November.',
    },
  ),
  goods('OF-0014', 'Fax paper roll 216 mm', 'roll', '4.50', '2.10', { active: false }),
];

const foodAndBeverageSupplies: CreateProductInput[] = [
  goods('FB-0001', 'Takeaway container 750 ml, PP (carton of 300)', 'carton', '54.00', '36.00'),
  goods('FB-0002', 'Paper cup 8 oz, double wall (carton of 500)', 'carton', '78.00', '52.00'),
  goods('FB-0004', 'Wooden chopsticks, twin, wrapped (carton of 3000)', 'carton', '62.00', '41.00'),
  goods('FB-0005', 'Paper straw 6 mm, wrapped (box of 250)', 'box', '9.50', '5.80'),
  goods('FB-0006', 'Nitrile gloves, food-safe, size M (box of 100)', 'box', '7.90', '4.35'),
  goods('FB-0007', 'Kopi powder, Robusta with margarine, 1 kg', 'kg', '14.50', '9.20'),
  goods('FB-0008', 'Teh leaves, BOH blend, 1 kg', 'kg', '18.00', '11.60'),
  goods('FB-0009', 'Evaporated creamer 390 g (carton of 48)', 'carton', '52.80', '40.30'),
  goods('FB-0010', 'Jasmine fragrant rice 25 kg', 'bag', '48.00', '37.50'),
  goods('FB-0011', 'Cooking oil, palm olein, 17 kg tin', 'tin', '39.50', '31.20'),
  goods('FB-0012', 'Sambal belacan, house recipe, 1 kg tub', 'tub', '16.00', '7.50'),
  goods('FB-0014', 'Drinking water 1.5 L (carton of 12)', 'carton', '9.60', '6.00'),
];

const cleaningSupplies: CreateProductInput[] = [
  goods('CL-0001', 'Floor cleaner concentrate, 5 L', 'pail', '16.50', '8.90'),
  goods('CL-0002', 'Hand soap refill, 5 L', 'pail', '19.00', '10.20'),
  goods('CL-0003', 'Jumbo toilet roll, 2-ply (carton of 12)', 'carton', '28.00', '18.40'),
  goods('CL-0004', 'Garbage bag 36 x 48 inch, black (pack of 50)', 'pack', '8.80', '4.70'),
  goods('CL-0005', 'Microfibre cloth 40 x 40 cm (pack of 10)', 'pack', '12.00', '5.50'),
];

const itServices: CreateProductInput[] = [
  service('IT-SUPPORT-HR', 'IT support, on site', 'hour', '95.00', '45.00'),
  service('IT-SUPPORT-MTH', 'Managed IT support, up to 10 users', 'month', '650.00', '310.00', {
    description: 'Helpdesk by phone and e-mail, patching, backups checked weekly; on-site extra.',
  }),
  service('IT-WEB-HOSTING', 'Website hosting and SSL certificate', 'month', '45.00', '18.00'),
  service('IT-M365-BASIC', 'Microsoft 365 Business Basic, per user', 'month', '9.20', '7.60'),
  service(
    'IT-NETWORK-SETUP',
    'Office network set-up (router, Wi-Fi, 8 points)',
    'job',
    '1200.00',
    '540.00',
  ),
  service('IT-PDPA-AUDIT', 'PDPA data protection review', 'job', '1800.00', '700.00'),
  service(
    'IT-DEV-OVERSEAS',
    'Software development for overseas clients',
    'hour',
    '140.00',
    '70.00',
    {
      taxCode: 'ZR',
      description: 'Zero-rated international service: the client belongs outside Singapore.',
    },
  ),
  goods(
    'IT-LAPTOP-14',
    'Business laptop 14 inch, i5, 16 GB, 512 GB SSD',
    'pc',
    '1380.00',
    '1095.00',
  ),
  goods('IT-MONITOR-24', 'Monitor 24 inch IPS, full HD', 'pc', '189.00', '138.00'),
];

const services: CreateProductInput[] = [
  service('SV-INSTALL', 'Installation, per technician', 'hour', '65.00', '28.00'),
  service('SV-INSTALL-AIRCON', 'Aircon installation, single split unit', 'job', '380.00', '190.00'),
  service('SV-AIRCON-SERVICE', 'Aircon general servicing, per unit', 'job', '35.00', '15.00'),
  service('SV-AIRCON-CHEM', 'Aircon chemical wash, per unit', 'job', '90.00', '42.00'),
  service('SV-CLEAN-OFFICE', 'Office cleaning, up to 1,500 sq ft', 'visit', '180.00', '95.00'),
  service('SV-CLEAN-MTH', 'Daily office cleaning contract', 'month', '1950.00', '1320.00'),
  service('SV-DELIVERY', 'Delivery within Singapore, van', 'trip', '45.00', '25.00'),
  service('SV-DELIVERY-LORRY', 'Delivery within Singapore, 14 ft lorry', 'trip', '120.00', '75.00'),
  service('SV-FREIGHT-JB', 'Freight to Johor Bahru, per pallet', 'pallet', '160.00', '105.00', {
    taxCode: 'ZR',
    description: 'International transport of goods: zero-rated.',
  }),
  service('SV-EXPORT-PACK', 'Export packing and crating', 'job', '220.00', '120.00', {
    taxCode: 'ZR',
  }),
  service('SV-HANDYMAN', 'Handyman works, minimum 2 hours', 'hour', '55.00', '30.00'),
  service('SV-CONSULT', 'Business consultancy', 'hour', '180.00', '0.00'),
  service('SV-CONSULT-GST', 'GST registration and first-return advisory', 'job', '850.00', '0.00'),
  service('SV-TRAINING', 'Staff training workshop, half day', 'session', '1200.00', '350.00'),
  service('SV-EVENT-SETUP', 'Event booth set-up and teardown', 'job', '2400.00', '1450.00'),
  service('SV-WARRANTY-EXT', 'Extended warranty, 1 year', 'year', '120.00', '40.00', {
    active: false,
  }),
];

const financialAndOther: CreateProductInput[] = [
  service('FN-INTEREST', 'Late payment interest', '', '0.00', '0.00', {
    taxCode: 'ES',
    description: 'Exempt financial service: 1% a month on the overdue balance, priced per invoice.',
  }),
  service('FN-HP-CHARGE', 'Instalment plan finance charge, 12 months', 'plan', '48.00', '0.00', {
    taxCode: 'ES',
  }),
  goods('FN-GOLD-BAR-100', 'Investment gold bar 100 g (IPM)', 'pc', '11800.00', '11450.00', {
    taxCode: 'ES',
    description: 'Investment precious metals are exempt from GST.',
  }),
  service('OS-ACRA-FEE', 'Disbursement: ACRA filing fee', 'fee', '60.00', '60.00', {
    taxCode: 'OS',
    description: 'Paid on behalf of the client and recharged at cost: outside the scope of GST.',
  }),
  service('OS-PERMIT-FEE', 'Disbursement: Customs permit fee', 'fee', '2.88', '2.88', {
    taxCode: 'OS',
  }),
  goods(
    'OS-DROPSHIP-MY',
    'Goods shipped from Malaysia to Malaysia (third-country sale)',
    'lot',
    '500.00',
    '380.00',
    {
      taxCode: 'OS',
      active: false,
    },
  ),
];

/** The demo company's products and services, 80 in all, a few of them retired. */
export const DEMO_PRODUCTS: CreateProductInput[] = [
  ...hardware,
  ...officeSupplies,
  ...foodAndBeverageSupplies,
  ...cleaningSupplies,
  ...itServices,
  ...services,
  ...financialAndOther,
];
