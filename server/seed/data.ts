/** Static reference lists for the seeds: Ugandan regions, districts, places, hubs, names and catalogue. */
import type { InferInsertModel } from 'drizzle-orm';
import type { samples } from '../db/schema';

export const REGIONS = ['Central', 'Eastern', 'Northern', 'Western'] as const;

export interface DistrictInfo {
  name: string;
  region: (typeof REGIONS)[number];
  lat: number;
  lng: number;
  /** Real towns, parishes and sub-counties of the district, used for facility and village names. */
  places: string[];
}

export const DISTRICTS: DistrictInfo[] = [
  {
    name: 'Kampala',
    region: 'Central',
    lat: 0.3476,
    lng: 32.5825,
    places: [
      'Kawempe',
      'Kisenyi',
      'Kiswa',
      'Komamboga',
      'Kitebi',
      'Kawaala',
      'Kitintale',
      'Kisugu',
      'Nakawa',
      'Naguru',
      'Kiruddu',
      'Kasubi',
      'Mengo',
      'Nsambya',
      'Kibuli',
      'Bukoto',
      'Ntinda',
      'Kyanja',
      'Kansanga',
      'Makindye',
      'Bwaise',
      'Kyebando',
      'Luzira',
      'Kabalagala',
    ],
  },
  {
    name: 'Wakiso',
    region: 'Central',
    lat: 0.4044,
    lng: 32.4594,
    places: [
      'Kasangati',
      'Wakiso',
      'Nsangi',
      'Kira',
      'Buwambo',
      'Kajjansi',
      'Bweyogerere',
      'Namayumba',
      'Kakiri',
      'Gombe',
      'Entebbe',
      'Nabweru',
      'Ndejje',
      'Buddo',
    ],
  },
  {
    name: 'Mpigi',
    region: 'Central',
    lat: 0.2269,
    lng: 32.3136,
    places: ['Mpigi', 'Buwama', 'Kituntu', 'Muduuma', 'Kammengo', 'Nkozi', 'Kiringente'],
  },
  {
    name: 'Luweero',
    region: 'Central',
    lat: 0.8492,
    lng: 32.4731,
    places: ['Luweero', 'Bamunanika', 'Wobulenzi', 'Kikyusa', 'Zirobwe', 'Nyimbwa', 'Butuntumula'],
  },
  {
    name: 'Mukono',
    region: 'Central',
    lat: 0.3533,
    lng: 32.7553,
    places: [
      'Mukono',
      'Kojja',
      'Nama',
      'Goma',
      'Seeta',
      'Kasawo',
      'Nakifuma',
      'Ntenjeru',
      'Katosi',
      'Kyampisi',
    ],
  },
  {
    name: 'Masaka',
    region: 'Central',
    lat: 0.3338,
    lng: 31.7341,
    places: ['Masaka', 'Bukeeri', 'Kyanamukaaka', 'Kitovu', 'Nyendo', 'Butego', 'Buwunga', 'Kyabakuza'],
  },
  {
    name: 'Jinja',
    region: 'Eastern',
    lat: 0.4244,
    lng: 33.2042,
    places: ['Jinja', 'Bugembe', 'Walukuba', 'Mpumudde', 'Buwenge', 'Kakira', 'Budondo', 'Mafubira'],
  },
  {
    name: 'Iganga',
    region: 'Eastern',
    lat: 0.6092,
    lng: 33.4686,
    places: ['Iganga', 'Bulamagi', 'Nakigo', 'Namungalwe', 'Busesa', 'Nabitende', 'Nakalama'],
  },
  {
    name: 'Mbale',
    region: 'Eastern',
    lat: 1.0827,
    lng: 34.175,
    places: ['Mbale', 'Namisindwa', 'Bungokho', 'Busiu', 'Nakaloke', 'Bufumbo', 'Busano', 'Bumbobi'],
  },
  {
    name: 'Tororo',
    region: 'Eastern',
    lat: 0.6928,
    lng: 34.1809,
    places: ['Tororo', 'Mukuju', 'Nagongera', 'Malaba', 'Mulanda', 'Kwapa', 'Molo'],
  },
  {
    name: 'Soroti',
    region: 'Eastern',
    lat: 1.7147,
    lng: 33.6111,
    places: ['Soroti', 'Arapai', 'Tubur', 'Katine', 'Asuret', 'Gweri', 'Kamuda'],
  },
  {
    name: 'Gulu',
    region: 'Northern',
    lat: 2.7724,
    lng: 32.2881,
    places: ['Gulu', 'Lacor', 'Awach', 'Bobi', 'Unyama', 'Koro', 'Laroo', 'Pece', 'Paicho'],
  },
  {
    name: 'Kitgum',
    region: 'Northern',
    lat: 3.2783,
    lng: 32.8867,
    places: ['Kitgum', 'Namokora', 'Mucwini', 'Padibe', 'Akwang', 'Labongo'],
  },
  {
    name: 'Lira',
    region: 'Northern',
    lat: 2.2499,
    lng: 32.8999,
    places: ['Lira', 'Ogur', 'Amach', 'Barr', 'Agweng', 'Adyel', 'Aromo', 'Ngetta'],
  },
  {
    name: 'Arua',
    region: 'Northern',
    lat: 3.0201,
    lng: 30.9111,
    places: ['Arua', 'Oli', 'Adumi', 'Ajia', 'Vurra', 'Pajulu', 'Manibe', 'Oluko'],
  },
  {
    name: 'Mbarara',
    region: 'Western',
    lat: 0.6072,
    lng: 30.6545,
    places: ['Mbarara', 'Bwizibwera', 'Kinoni', 'Rwekubo', 'Nyamitanga', 'Kakoba', 'Bugamba', 'Biharwe'],
  },
  {
    name: 'Kabale',
    region: 'Western',
    lat: -1.2486,
    lng: 29.9899,
    places: ['Kabale', 'Rubaya', 'Kamukira', 'Maziba', 'Kaharo', 'Bukinda'],
  },
  {
    name: 'Kabarole',
    region: 'Western',
    lat: 0.671,
    lng: 30.275,
    places: ['Fort Portal', 'Kataraka', 'Mucwa', 'Kibiito', 'Rwimi', 'Kijura', 'Bukuku'],
  },
  {
    name: 'Kasese',
    region: 'Western',
    lat: 0.1833,
    lng: 30.0833,
    places: ['Kasese', 'Bwera', 'Rwesande', 'Kagando', 'Hima', 'Kisinga', 'Kyarumba'],
  },
  {
    name: 'Hoima',
    region: 'Western',
    lat: 1.4331,
    lng: 31.3524,
    places: ['Hoima', 'Kigorobya', 'Buhanika', 'Kyangwali', 'Kitoba', 'Buseruka', 'Kikuube'],
  },
];

export const districtByName = new Map(DISTRICTS.map((d) => [d.name, d]));

export interface HubInfo {
  name: string;
  district: string;
  lat: number;
  lng: number;
  /** Districts whose health centres send samples to this hub. */
  serves: string[];
}

/** The demo's twelve hubs; the first is the main (central) hub. */
export const DEMO_HUBS: HubInfo[] = [
  {
    name: 'Central Public Health Laboratories (CPHL)',
    district: 'Kampala',
    lat: 0.3136,
    lng: 32.6406,
    serves: ['Kampala', 'Wakiso', 'Mpigi', 'Luweero'],
  },
  { name: 'Mukono Hub', district: 'Mukono', lat: 0.3533, lng: 32.7553, serves: ['Mukono'] },
  { name: 'Masaka Hub', district: 'Masaka', lat: 0.3338, lng: 31.7341, serves: ['Masaka'] },
  { name: 'Jinja Hub', district: 'Jinja', lat: 0.4244, lng: 33.2042, serves: ['Jinja', 'Iganga'] },
  { name: 'Mbale Hub', district: 'Mbale', lat: 1.0827, lng: 34.175, serves: ['Mbale', 'Tororo'] },
  { name: 'Soroti Hub', district: 'Soroti', lat: 1.7147, lng: 33.6111, serves: ['Soroti'] },
  { name: 'Gulu Hub', district: 'Gulu', lat: 2.7724, lng: 32.2881, serves: ['Gulu', 'Kitgum'] },
  { name: 'Lira Hub', district: 'Lira', lat: 2.2499, lng: 32.8999, serves: ['Lira'] },
  { name: 'Arua Hub', district: 'Arua', lat: 3.0201, lng: 30.9111, serves: ['Arua'] },
  { name: 'Mbarara Hub', district: 'Mbarara', lat: 0.6072, lng: 30.6545, serves: ['Mbarara', 'Kabale'] },
  { name: 'Fort Portal Hub', district: 'Kabarole', lat: 0.671, lng: 30.275, serves: ['Kabarole', 'Kasese'] },
  { name: 'Hoima Hub', district: 'Hoima', lat: 1.4331, lng: 31.3524, serves: ['Hoima'] },
];

export const MALE_NAMES = [
  'John',
  'Joseph',
  'Moses',
  'Samuel',
  'Peter',
  'David',
  'Isaac',
  'Emmanuel',
  'Ronald',
  'Brian',
  'Denis',
  'Godfrey',
  'Patrick',
  'Robert',
  'Paul',
  'Ivan',
  'Henry',
  'Julius',
  'Geoffrey',
  'Simon',
  'Richard',
  'Allan',
  'Hassan',
  'Arthur',
];
export const FEMALE_NAMES = [
  'Grace',
  'Sarah',
  'Florence',
  'Prossy',
  'Esther',
  'Agnes',
  'Mary',
  'Harriet',
  'Joan',
  'Sharon',
  'Brenda',
  'Annet',
  'Juliet',
  'Rebecca',
  'Winnie',
  'Stella',
  'Doreen',
  'Irene',
  'Betty',
  'Ruth',
  'Aisha',
  'Lydia',
];
export const SURNAMES = [
  'Okello',
  'Ochieng',
  'Mugisha',
  'Nakato',
  'Nansubuga',
  'Ssempala',
  'Kato',
  'Waiswa',
  'Babirye',
  'Namubiru',
  'Opio',
  'Odongo',
  'Atim',
  'Akello',
  'Tumusiime',
  'Byaruhanga',
  'Kabuye',
  'Lubega',
  'Mukasa',
  'Ssekandi',
  'Nabukenya',
  'Namutebi',
  'Ojok',
  'Acen',
  'Auma',
  'Wanyama',
  'Wekesa',
  'Mutebi',
  'Kiggundu',
  'Asiimwe',
  'Turyahabwe',
  'Ainembabazi',
  'Kyomuhendo',
  'Muwonge',
  'Ssali',
  'Kizza',
  'Nalwoga',
  'Namaganda',
  'Ogwang',
  'Olweny',
];

export { NATIONALITIES } from '../../contract/patients';

export const OCCUPATIONS = [
  'Farmer',
  'Teacher',
  'Trader',
  'Boda boda rider',
  'Nurse',
  'Student',
  'Housewife',
  'Mechanic',
  'Civil servant',
  'Fisherman',
  'Tailor',
  'Driver',
  'Shopkeeper',
  'Pupil',
  'Carpenter',
  'Unemployed',
];

export const SAMPLES: InferInsertModel<typeof samples>[] = [
  {
    name: 'Blood (CBC)',
    description: 'Whole blood in EDTA tube for a complete blood count',
    priority: 'high',
  },
  { name: 'Sputum (TB)', description: 'Sputum for GeneXpert MTB/RIF testing', priority: 'urgent' },
  { name: 'Stool', description: 'Stool sample for microscopy and culture', priority: 'normal' },
  { name: 'Urine', description: 'Mid-stream urine for urinalysis', priority: 'low' },
  { name: 'CSF', description: 'Cerebrospinal fluid for meningitis work-up', priority: 'emergency' },
  {
    name: 'Viral load (EID/DBS)',
    description: 'Dried blood spot for HIV early infant diagnosis',
    priority: 'high',
  },
  { name: 'Viral load (plasma)', description: 'Plasma for HIV viral load monitoring', priority: 'high' },
  {
    name: 'Blood culture',
    description: 'Blood culture bottles for sepsis investigation',
    priority: 'urgent',
  },
  { name: 'Malaria blood smear', description: 'Thick and thin blood films', priority: 'normal' },
  {
    name: 'Nasopharyngeal swab',
    description: 'Swab in transport medium for respiratory PCR',
    priority: 'urgent',
  },
  { name: 'Rectal swab (cholera)', description: 'Rectal swab in Cary-Blair medium', priority: 'emergency' },
  {
    name: 'Sickle cell screening (DBS)',
    description: 'Dried blood spot for sickle cell screening',
    priority: 'low',
  },
  { name: 'Serum (chemistry)', description: 'Serum for liver and renal function tests', priority: 'normal' },
];

export const SUPPLIES = [
  ['Triple packaging', 'UN3373 triple packaging sets for category B specimens'],
  ['Cool boxes', 'Insulated cool boxes for sample transport'],
  ['Ice packs', 'Reusable frozen ice packs'],
  ['DBS cards', 'Whatman 903 dried blood spot cards'],
  ['Sputum containers', 'Sterile wide-mouth sputum containers'],
  ['EDTA vacutainers', 'Purple-top 4 ml EDTA vacutainer tubes'],
  ['Examination gloves', 'Nitrile examination gloves, medium'],
  ['Biohazard bags', 'Zip-lock biohazard specimen bags'],
  ['Specimen request forms', 'Laboratory test request forms'],
  ['Sample transport boxes', 'Rigid outer boxes for motorcycle carriers'],
] as const;

export const PRODUCT_UNITS = [
  ['Pieces', 'Single items'],
  ['Boxes', 'Boxes of assorted counts'],
  ['Packets', 'Sealed packets'],
  ['Litres', 'Liquids by the litre'],
  ['Cartons', 'Cartons of 12 boxes'],
  ['Kits', 'Complete test kits'],
] as const;

export const PRODUCT_CATEGORIES = [
  ['Lab consumables', 'Tubes, containers, cards and swabs'],
  ['PPE', 'Personal protective equipment'],
  ['Packaging', 'Sample packaging and cold chain'],
  ['Reagents', 'Laboratory reagents and test kits'],
  ['Stationery', 'Forms, labels and registers'],
] as const;

/** [name, unit index, category index, buying price (UGX), selling price (UGX)] */
export const PRODUCTS: [string, number, number, number, number][] = [
  ['EDTA vacutainer 4 ml (box of 100)', 1, 0, 38000, 45000],
  ['Plain vacutainer 5 ml (box of 100)', 1, 0, 35000, 42000],
  ['Sputum container 50 ml', 0, 0, 500, 800],
  ['DBS card (pack of 100)', 2, 0, 180000, 210000],
  ['Nasopharyngeal swab with VTM', 0, 0, 3500, 5000],
  ['Nitrile gloves (box of 100)', 1, 1, 22000, 28000],
  ['Surgical face masks (box of 50)', 1, 1, 9000, 12000],
  ['Disposable apron', 0, 1, 1000, 1500],
  ['UN3373 triple packaging set', 5, 2, 15000, 19000],
  ['Cool box 12 litres', 0, 2, 85000, 100000],
  ['Ice pack', 0, 2, 4000, 6000],
  ['Biohazard specimen bags (pack of 100)', 2, 2, 25000, 32000],
  ['Malaria RDT kit (25 tests)', 5, 3, 45000, 55000],
  ['HIV rapid test kit (100 tests)', 5, 3, 150000, 175000],
  ['70% alcohol 5 litres', 3, 3, 30000, 38000],
  ['Specimen request forms (book of 50)', 0, 4, 6000, 8000],
  ['Barcode label rolls', 4, 4, 55000, 65000],
];

export const SUPPLIERS: [string, string, string][] = [
  ['Joint Medical Store', 'sales@jms.example', 'Plot 1 Nsambya Road, Kampala'],
  ['National Medical Stores', 'info@nms.example', 'Plot 1-5 Entebbe Road, Entebbe'],
  ['Surgipharm Uganda', 'orders@surgipharm.example', 'Plot 4 Mulwana Road, Kampala'],
  ['Abacus Pharma', 'abacus@abacus.example', 'Plot 12 Luwum Street, Kampala'],
  ['Medipharm Industries', 'medipharm@medipharm.example', 'Namanve Industrial Park, Mukono'],
  ['Kampala Lab Supplies', 'klabs@klabs.example', 'Plot 22 Wandegeya, Kampala'],
];

export const APP_CLIENTS = [
  'Mulago National Referral Hospital',
  'Mengo Hospital',
  'Nsambya Hospital',
  'Rubaga Hospital',
  'Kibuli Muslim Hospital',
  'Case Hospital',
  'IHK International Hospital Kampala',
  'Nakasero Hospital',
  'Lancet Laboratories Uganda',
  'MBN Clinical Laboratories',
  'Kiruddu Referral Hospital',
  'Kawempe National Referral Hospital',
];

/** Well-known places in and around Kampala, used for order addresses. */
export const KAMPALA_ADDRESSES: [string, number, number][] = [
  ['Plot 5 Kampala Road, Kampala', 0.3136, 32.5811],
  ['Wandegeya Market, Kampala', 0.3302, 32.5711],
  ['Ntinda Shopping Centre, Kampala', 0.3542, 32.6167],
  ['Kisementi, Kololo, Kampala', 0.3365, 32.5937],
  ['Nakawa Market, Kampala', 0.3308, 32.6146],
  ['Kabalagala, Kampala', 0.2944, 32.5956],
  ['Bugolobi Village Mall, Kampala', 0.3194, 32.6174],
  ['Kawempe Town, Kampala', 0.3789, 32.5589],
  ['Nateete, Kampala', 0.3006, 32.5436],
  ['Mengo Hill Road, Kampala', 0.3015, 32.5631],
  ['Kira Town, Wakiso', 0.3972, 32.6389],
  ['Entebbe Road, Kajjansi', 0.2153, 32.5522],
];

export const NOTIFICATION_TEMPLATES: [string, string][] = [
  ['New pickup request', 'A new sample pickup was requested at {hc}.'],
  ['Delivery completed', 'Delivery {num} was dropped off at {hub}.'],
  ['Emergency sample', 'An emergency CSF sample is waiting for pickup at {hc}.'],
  ['Agent online', '{agent} is now online.'],
  ['Agent went offline', '{agent} went offline.'],
  ['Pickup failed', 'Pickup {num} failed: facility closed.'],
  ['Delivery received', '{hub} received delivery {num}.'],
  ['New order', 'A new order was placed by {client}.'],
  ['Low barcode stock', 'Fewer than 100 active single-entry barcodes remain.'],
  ['LIMS sync error', 'The LIMS rejected sample {num}.'],
];
