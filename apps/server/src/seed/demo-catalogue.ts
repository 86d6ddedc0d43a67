/** The fixed parts of the demo practice: offices, brands, services, tags and the name pools clients are drawn from. */

export const DEMO_REGIONS = { saigon: 'Ho Chi Minh City', sydney: 'Sydney' } as const;
export type DemoRegion = keyof typeof DEMO_REGIONS;

export const DEMO_BRANDS = [
  { key: 'harbour', name: 'Harbour Ledger', slug: 'harbour-ledger', primaryColor: '#0b7285', contactEmail: 'hello@harbourledger.com.au' },
  { key: 'saigon', name: 'Saigon Books', slug: 'saigon-books', primaryColor: '#e8590c', contactEmail: 'xinchao@saigonbooks.com.au' },
  {
    key: 'outback',
    name: 'Outback Accounting',
    slug: 'outback-accounting',
    primaryColor: '#a0522d',
    contactEmail: 'team@outbackaccounting.com.au',
  },
] as const;
export type DemoBrand = (typeof DEMO_BRANDS)[number]['key'];

export const DEMO_SERVICES = [
  { name: 'Bookkeeping', description: 'Bank feeds coded, reconciled and reviewed every month.' },
  { name: 'BAS lodgement', description: 'Business activity statements prepared and lodged with the ATO.' },
  { name: 'Payroll', description: 'Pay runs, single touch payroll and superannuation.' },
  { name: 'Financial reports', description: 'Profit and loss, balance sheet and management reports.' },
  { name: 'Tax return', description: 'Company, trust and sole-trader income tax returns.' },
  { name: 'Year-end accounts', description: 'Year-end adjustments, depreciation and financial statements.' },
  { name: 'TPAR lodgement', description: 'Taxable payments annual report for contractors paid.' },
] as const;

/** Which services each brand offers, by name. */
export const BRAND_SERVICES: Record<DemoBrand, readonly string[]> = {
  harbour: DEMO_SERVICES.map((s) => s.name),
  saigon: ['Bookkeeping', 'BAS lodgement', 'Payroll', 'Financial reports'],
  outback: ['Bookkeeping', 'BAS lodgement', 'Tax return', 'Year-end accounts', 'TPAR lodgement'],
};

export const DEMO_TAGS = [
  { name: 'VIP', color: 'red' },
  { name: 'New', color: 'green' },
  { name: 'Overdue BAS', color: 'orange' },
  { name: 'Payroll', color: 'blue' },
  { name: 'Year end', color: 'grape' },
] as const;

/** Sixty small businesses of the kind a bookkeeping practice serves, each with its contact person. */
export const CLIENT_NAMES: ReadonlyArray<readonly [business: string, contact: string]> = [
  ['Bondi Beach Bakery', "Liam O'Connor"],
  ['Pho Saigon Kitchen', 'Nguyễn Văn Long'],
  ['Coastal Plumbing Co', 'Mark Davies'],
  ['Lotus Nail Studio', 'Trần Thị Mai'],
  ['Redgum Landscaping', 'Ben Walker'],
  ['Cabramatta Fresh Market', 'Lê Hoàng Phúc'],
  ['Sunrise Physiotherapy', 'Emma Robinson'],
  ['Golden Dragon Imports', 'Phạm Minh Tuấn'],
  ['Blue Wren Childcare', 'Jessica Taylor'],
  ['Banh Mi Brothers', 'Võ Quốc Bảo'],
  ['Southern Cross Electrical', 'Ryan Cooper'],
  ['Mekong Travel Services', 'Đặng Thu Trang'],
  ['Harbourside Dental', 'Dr. Andrew Lee'],
  ['Eucalypt Cafe', 'Hannah White'],
  ['Saigon Tailors', 'Huỳnh Thanh Hương'],
  ['Kookaburra Removals', 'Tom Harris'],
  ['Bamboo Garden Restaurant', 'Ngô Đức Anh'],
  ['Ironbark Joinery', 'Luke Bennett'],
  ['Lucky Star Grocery', 'Bùi Thị Ngọc'],
  ['Pacific Auto Repairs', 'Chris Anderson'],
  ['Hanoi Street Food', 'Đỗ Văn Hùng'],
  ['Wattle Tree Pharmacy', 'Olivia Brown'],
  ['Lychee Florist', 'Trương Mỹ Linh'],
  ['Bluegum Carpentry', 'Jack Wilson'],
  ['Silk Road Fashion', 'Hồ Ngọc Hà'],
  ['Magpie Marketing', 'Sophie Martin'],
  ['Red Lantern Bar', 'Lý Quang Vinh'],
  ['Outback Tyres', 'Matt Kelly'],
  ['Jasmine Beauty Salon', 'Phan Thị Thu'],
  ['Parramatta Printing', 'Daniel King'],
  ['Dragonfly Yoga', 'Chloe Evans'],
  ['Vina Seafood Wholesale', 'Nguyễn Thị Hồng'],
  ['Blackwattle Builders', 'Sam Thompson'],
  ['Tamarind Thai & Viet', 'Trịnh Công Sơn'],
  ['Seaside Surf School', 'Josh Murphy'],
  ['Mai Linh Cleaning', 'Lâm Thị Mai Linh'],
  ['Kangaroo Valley Winery', 'Grace Campbell'],
  ['Footscray Noodle House', 'Tạ Minh Khoa'],
  ['Coral Reef Dive Shop', 'Nathan Scott'],
  ['Hoa Sen Herbal Clinic', 'Dương Thị Sen'],
  ['Granite Peak Plumbing', 'Liam Harris'],
  ['Little Saigon Bakery', 'Vũ Thị Thảo'],
  ['Bottlebrush Bookkeeping Supplies', 'Amelia Clark'],
  ['Tan Dinh Coffee Roasters', 'Lương Văn Tâm'],
  ['Snowy River Electrics', 'Oliver Wright'],
  ['Phoenix Martial Arts', 'Cao Minh Trí'],
  ['Wombat Web Design', 'Isla Turner'],
  ['Jade Palace Dumplings', 'Hà Thị Yến'],
  ['Brisbane Bike Works', 'Noah Hall'],
  ['Sapa Handmade Goods', 'Kiều Thị Lan'],
  ['Mallee Transport', 'Ethan Young'],
  ['Song Huong Restaurant', 'Tôn Nữ Hoài'],
  ['Barrier Reef Charters', 'Zoe Adams'],
  ['Pearl Optometry', 'Quách Gia Huy'],
  ['Fitzroy Fitness Studio', 'Mia Baker'],
  ['Mango Tree Childcare', 'Diệp Thanh Vân'],
  ['Yarra Valley Cheese Co', 'William Green'],
  ['Nha Trang Spa & Massage', 'Mạc Thị Hạnh'],
  ['Goanna Garden Supplies', 'Lucas Nelson'],
  ['Dalat Flower Farm', 'Đoàn Văn Thịnh'],
];

/** Suburb, state and postcode, so addresses look real. */
export const SUBURBS = [
  'Cabramatta NSW 2166',
  'Parramatta NSW 2150',
  'Bankstown NSW 2200',
  'Surry Hills NSW 2010',
  'Marrickville NSW 2204',
  'Footscray VIC 3011',
  'Richmond VIC 3121',
  'Springvale VIC 3171',
  'Fortitude Valley QLD 4006',
  'Inala QLD 4077',
  'Northbridge WA 6003',
  'Woodville SA 5011',
  'Braddon ACT 2612',
  'Darwin City NT 0800',
] as const;

export const STREETS = [
  'George St',
  'Pitt St',
  'Victoria Rd',
  'Church St',
  'King St',
  'High St',
  'Station St',
  'John St',
  'Smith St',
  'Railway Pde',
] as const;

/** Second and later businesses of a client: a name suffix and the legal form that goes with it. */
export const BUSINESS_VARIANTS = [
  { suffix: 'Holdings', legal: 'Holdings Pty Ltd' },
  { suffix: 'Property Trust', legal: 'Property Trust' },
  { suffix: 'Catering', legal: 'Catering Pty Ltd' },
  { suffix: 'Online', legal: 'Online Pty Ltd' },
  { suffix: 'Family Trust', legal: 'Family Trust' },
  { suffix: 'Wholesale', legal: 'Wholesale Pty Ltd' },
] as const;
