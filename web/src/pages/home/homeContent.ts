import { defineMessages } from 'react-intl';

/**
 * The rating the hero shows before the home query answers: the spec's figure, as the served first screen has it
 * (it is rendered at build time). The figures themselves are the server's (SiteSettings), which admins edit.
 */
export const FIRST_SCREEN_RATING = 5;

const figureMessages = defineMessages({
  yearsLabel: { id: 'home.figures.years.label', defaultMessage: 'Years of service' },
  yearsDetail: {
    id: 'home.figures.years.detail',
    defaultMessage: 'Two decades of guiding pilgrims, group after group',
  },
  hotelsLabel: { id: 'home.figures.hotels.label', defaultMessage: 'Partner hotels' },
  hotelsDetail: {
    id: 'home.figures.hotels.detail',
    defaultMessage: 'Hand-picked stays, most within walking distance of the Haram',
  },
  pilgrimsLabel: { id: 'home.figures.pilgrims.label', defaultMessage: 'Pilgrims served' },
  pilgrimsDetail: { id: 'home.figures.pilgrims.detail', defaultMessage: 'Families, first-timers and returning guests' },
});

/** Each figure's field of the site's settings ('650+' when `orMore`), with its label and detail as messages. */
export const EXPERIENCE_FIGURES = [
  { field: 'yearsOfService', label: figureMessages.yearsLabel, detail: figureMessages.yearsDetail },
  { field: 'partnerHotels', label: figureMessages.hotelsLabel, detail: figureMessages.hotelsDetail },
  { field: 'pilgrimsServed', orMore: true, label: figureMessages.pilgrimsLabel, detail: figureMessages.pilgrimsDetail },
] as const;

export const SPONSORS = [
  { file: 'sponsors/zamzam-air.svg', name: 'Zamzam Air' },
  { file: 'sponsors/safa-hotels.svg', name: 'Safa Hotels' },
  { file: 'sponsors/haramain-rail.svg', name: 'Haramain Rail' },
  { file: 'sponsors/miqat-transfers.svg', name: 'Miqat Transfers' },
  { file: 'sponsors/noor-insurance.svg', name: 'Noor Insurance' },
] as const;

/** Home shows at most this many package cards (docs/product-rules.md#constants). */
export const HOME_PACKAGE_LIMIT = 6;
