import type { Prisma } from '../generated/client/client.ts';

export const transportModes: Prisma.TransportModeCreateManyInput[] = [
  { code: 'FLIGHT', name: 'Flights', enabled: true },
  { code: 'BUS', name: 'Bus', enabled: true },
  { code: 'TRAIN', name: 'Train', enabled: true },
  { code: 'FERRY', name: 'Ferry', enabled: true },
];

export const serviceClasses: Prisma.ServiceClassCreateManyInput[] = [
  // The codes are codes; the names are what travellers read, in their language (staff edit them in the admin).
  {
    code: 'COMMONER',
    name: 'Economy',
    multiplier: '1.0',
    seatShare: 75,
    translations: { ar: { name: 'الدرجة الاقتصادية' }, id: { name: 'Ekonomi' } },
  },
  {
    code: 'BUSINESS',
    name: 'Business',
    multiplier: '1.6',
    seatShare: 20,
    translations: { ar: { name: 'درجة رجال الأعمال' }, id: { name: 'Bisnis' } },
  },
  {
    code: 'ROYAL',
    name: 'Royal',
    multiplier: '2.5',
    seatShare: 5,
    translations: { ar: { name: 'الدرجة الملكية' }, id: { name: 'Kelas Royal' } },
  },
];
