import type { Prisma } from '../generated/client/client.ts';

type PackageSeed = Omit<Prisma.PackageCreateManyInput, 'image'> & { code: string };

/** Every package has a matching illustration in web/public/images/packages/<code lowercased>.svg. */
export function packageImage(code: string): string {
  return `/images/packages/${code.toLowerCase()}.svg`;
}

// Prices are integer minor units (189900 = 1,899.00). HAJ-VIP-18 is quote-only, so its price is null ('Contact').
export const packages: PackageSeed[] = [
  {
    code: 'UMR-ECO-10',
    name: 'Essential Umrah, 10 Nights',
    description:
      'A well-organised first Umrah for travellers who want the essentials done properly. Six nights in Makkah and four in Madinah, shared air-conditioned transfers and a guided Umrah on arrival with our scholar. Breakfast daily and a group orientation before departure.',
    nights: 10,
    hotel: 'Dar Al Safwa Inn',
    haramDistanceM: 850,
    price: 149900,
    currency: 'USD',
  },
  {
    code: 'UMR-STD-14',
    name: 'Classic Umrah, 14 Nights',
    description:
      'Two relaxed weeks split evenly between Makkah and Madinah, with time for extra tawaf and the ziyarat tours at your own pace. Four-star hotels within walking distance of both Harams, Haramain train between the cities and a dedicated group leader from London.',
    nights: 14,
    hotel: 'Al Marwa Grand Hotel',
    haramDistanceM: 450,
    price: 179500,
    currency: 'GBP',
  },
  {
    code: 'UMR-RAM-15',
    name: 'Ramadan Umrah, Last Ten Nights',
    description:
      'Spend the last ten nights of Ramadan beside the Haram, with taraweeh and qiyam a short walk from your room. Suhoor and iftar are served in the hotel, and the itinerary ends with Eid prayer in Makkah before five quiet nights in Madinah.',
    nights: 15,
    hotel: 'Qasr Al Noor Towers',
    haramDistanceM: 200,
    price: 389900,
    currency: 'USD',
  },
  {
    code: 'UMR-FAM-12',
    name: 'Family Umrah, 12 Nights',
    description:
      "Designed around children and grandparents: connecting family rooms, private transfers, wheelchair assistance on request and a slower daily rhythm. A children's session explains the rites with stories before each step, so the whole family performs Umrah together.",
    nights: 12,
    hotel: 'Bayt Al Diyafa Suites',
    haramDistanceM: 600,
    price: 164000,
    currency: 'EUR',
  },
  {
    code: 'UMR-LUX-7',
    name: 'Signature Umrah, 7 Nights',
    description:
      'Our shortest and most comfortable Umrah: Haram-view rooms a minute from the King Abdulaziz Gate, private chauffeur transfers and a personal guide for your Umrah. Business class on the Haramain train to Madinah, with a private ziyarat of Quba and Uhud.',
    nights: 7,
    hotel: 'Al Kiswa Royal Hotel',
    haramDistanceM: 80,
    price: 459000,
    currency: 'USD',
  },
  {
    code: 'UMR-MAD-9',
    name: 'Umrah with Extended Madinah, 9 Nights',
    description:
      'Begins in Madinah with five unhurried nights near Masjid an-Nabawi, including a Rawdah visit when permits allow, then enters ihram at Dhul Hulayfah and continues to Makkah for Umrah. Departs from Kuala Lumpur with a Malay-speaking mutawwif throughout.',
    nights: 9,
    hotel: 'Rawdah Garden Hotel',
    haramDistanceM: 300,
    price: 1289000,
    currency: 'MYR',
  },
  {
    code: 'UMR-GCC-5',
    name: 'Weekend Umrah for Residents, 5 Nights',
    description:
      'For pilgrims already living in the Kingdom or the Gulf: a compact Umrah with hotel, Nusuk permit support and Haramain train or coach transfers from Jeddah or Riyadh. Ideal for a long weekend or a repeat Umrah with parents.',
    nights: 5,
    hotel: 'Ajyad Crest Hotel',
    haramDistanceM: 350,
    price: 420000,
    currency: 'SAR',
  },
  {
    code: 'UMR-WIN-10',
    name: 'Winter Umrah, 10 Nights',
    description:
      'The cool months are the gentlest time for a first Umrah, with mild afternoons and easier crowds. Departures from Paris and Brussels, five nights in each city, a French-speaking guide and a half-day visit to the Hira and Thawr mountains.',
    nights: 10,
    hotel: 'Manazil Al Multazam Hotel',
    haramDistanceM: 700,
    price: 139000,
    currency: 'EUR',
  },
  {
    code: 'HAJ-STD-21',
    name: 'Hajj Standard, 21 Nights',
    description:
      'A complete, carefully supervised Hajj with accommodation in Aziziyah, air-conditioned tents in Mina and Arafat, and scheduled coaches between the holy sites. Pre-Hajj classes, a scholar with every group and a medical team on call throughout the days of Hajj.',
    nights: 21,
    hotel: 'Aziziyah Pilgrim Residence',
    haramDistanceM: 3500,
    price: 899000,
    currency: 'USD',
  },
  {
    code: 'HAJ-PREM-21',
    name: 'Hajj Premium, 21 Nights',
    description:
      'Hajj with shorter walks and more rest: a Misfalah hotel close to the Haram, upgraded Mina camp near the Jamarat with sofa beds and catered meals, and Haramain train seats to Madinah after the days of Tashreeq. Groups are kept small so no one is left behind.',
    nights: 21,
    hotel: 'Misfalah Tower Suites',
    haramDistanceM: 300,
    price: 1249500,
    currency: 'GBP',
  },
  {
    code: 'HAJ-VIP-18',
    name: 'Hajj Royal, 18 Nights',
    description:
      'A private Hajj arranged around your family: Haram-view suites, a Mina camp beside the Jamarat, personal guides and chauffeured transfers at every stage. Places are very limited and each programme is tailored, so prices are quoted on request.',
    nights: 18,
    hotel: 'Al Maqam Royal Palace',
    haramDistanceM: 50,
    price: null,
    currency: 'USD',
  },
];
