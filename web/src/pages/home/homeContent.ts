/** The home page's fixed figures (spec section 9) and partner logos. */
export const DISPLAYED_RATING = '5.0';

export const EXPERIENCE_FIGURES = [
  { value: '20', label: 'Years of service', detail: 'Two decades of guiding pilgrims, group after group' },
  { value: '75', label: 'Partner hotels', detail: 'Hand-picked stays, most within walking distance of the Haram' },
  { value: '650+', label: 'Pilgrims served', detail: 'Families, first-timers and returning guests' },
] as const;

export const SPONSORS = [
  { file: 'sponsors/zamzam-air.svg', name: 'Zamzam Air' },
  { file: 'sponsors/safa-hotels.svg', name: 'Safa Hotels' },
  { file: 'sponsors/haramain-rail.svg', name: 'Haramain Rail' },
  { file: 'sponsors/miqat-transfers.svg', name: 'Miqat Transfers' },
  { file: 'sponsors/noor-insurance.svg', name: 'Noor Insurance' },
] as const;

/** Home shows at most this many package cards (spec section 9). */
export const HOME_PACKAGE_LIMIT = 6;
