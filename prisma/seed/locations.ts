import { readFileSync } from 'node:fs';

import { parse } from 'csv-parse/sync';

import type { Prisma } from '../generated/client/client.ts';
import { integer, listOf, object, oneOf, readDataFile, recordOf, text } from './data-file.ts';

type LocationSeed = Prisma.LocationCreateManyInput;

// The pinned OpenFlights copy (see data/README.md for source, licence and hash).
const OPENFLIGHTS_AIRPORTS = new URL('./data/openflights-airports.dat', import.meta.url);
const MISSING = '\\N';

/**
 * `data/place-ranking.json`: each airport's size class by IATA code, and each city's other names (Mecca, مكة) and,
 * for its ground places (city, stations, ports), a size class. The search ranks suggestions by them and resolves
 * an alias like the city's own name.
 */
const ranking = readDataFile(
  'place-ranking.json',
  object({
    airportSizeClasses: recordOf(integer),
    cityAliases: listOf(object({ city: text, country: text, importance: integer, aliases: listOf(text) })),
  }),
);
/**
 * `data/place-names.json`: the Arabic and Indonesian names (and cities) of the places pilgrims search most, by IATA
 * code for airports and by English name for the ground places; the search and the trips answer in the reader's
 * language with them (content-translations.ts).
 */
const placeName = object({ name: text, city: text });
const placeNames = readDataFile(
  'place-names.json',
  object({
    airports: recordOf(object({ ar: placeName, id: placeName })),
    ground: recordOf(object({ ar: placeName, id: placeName })),
  }),
);

const cityKey = (city: string, country: string) => `${city}|${country}`;
const cities = new Map(ranking.cityAliases.map((c) => [cityKey(c.city, c.country), c]));
const aliasesOf = (city: string, country: string) => cities.get(cityKey(city, country))?.aliases ?? [];

/** Every OpenFlights airport that has a real IATA code (the data also holds placeholders like 'DU9'), one row per code. */
export function airportLocations(): LocationSeed[] {
  const rows: string[][] = parse(readFileSync(OPENFLIGHTS_AIRPORTS, 'utf8'), { relax_column_count: false });
  const byIata = new Map<string, LocationSeed>();
  for (const [, name, city, country, rawIata, , , , , , , tz] of rows) {
    const iata = rawIata.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(iata) || byIata.has(iata) || !name || name === MISSING || !country || country === MISSING) {
      continue;
    }
    const cityName = city === MISSING ? '' : city;
    byIata.set(iata, {
      type: 'AIRPORT',
      name,
      city: cityName,
      iata,
      country,
      timezone: tz === MISSING ? null : tz,
      aliases: aliasesOf(cityName, country),
      importance: ranking.airportSizeClasses[iata] ?? 0,
      translations: placeNames.airports[iata] ?? {},
    });
  }
  return [...byIata.values()];
}

/**
 * Places the airport data lacks, from `data/ground-locations.json`: the holy cities (Makkah has no airport, so trips
 * to it need a city row to search for), the Haramain railway and coach stations, and the Red Sea ports with pilgrim
 * ferry traffic to and from Jeddah.
 */
export const groundLocations: LocationSeed[] = readDataFile(
  'ground-locations.json',
  listOf(object({ type: oneOf(['CITY', 'STATION', 'PORT']), name: text, city: text, country: text, timezone: text })),
).map((place) => ({
  ...place,
  aliases: aliasesOf(place.city, place.country),
  importance: cities.get(cityKey(place.city, place.country))?.importance ?? 0,
  translations: placeNames.ground[place.name] ?? {},
}));
