import { searchLocations } from '../services/locations.service.ts';
import { builder } from './builder.ts';

const LocationType = builder.simpleObject('Location', {
  fields: (t) => ({
    id: t.int(),
    type: t.string({ description: 'AIRPORT, CITY, STATION or PORT' }),
    name: t.string(),
    city: t.string(),
    iata: t.string({ nullable: true }),
    country: t.string(),
  }),
});

builder.queryFields((t) => ({
  locations: t.field({
    type: [LocationType],
    args: { q: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => searchLocations(ctx, args),
  }),
}));
