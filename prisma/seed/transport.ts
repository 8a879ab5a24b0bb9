import type { Prisma } from '../generated/client/client.ts';

export const transportModes: Prisma.TransportModeCreateManyInput[] = [
  { code: 'FLIGHT', name: 'Flights', enabled: true },
  { code: 'BUS', name: 'Bus', enabled: true },
  { code: 'TRAIN', name: 'Train', enabled: true },
  { code: 'FERRY', name: 'Ferry', enabled: true },
];

export const serviceClasses: Prisma.ServiceClassCreateManyInput[] = [
  { code: 'COMMONER', name: 'Commoner', multiplier: '1.0', seatShare: 75 },
  { code: 'BUSINESS', name: 'Business', multiplier: '1.6', seatShare: 20 },
  { code: 'ROYAL', name: 'Royal', multiplier: '2.5', seatShare: 5 },
];
