import { readFileSync } from 'node:fs';

import { parse } from 'csv-parse/sync';

import type { Prisma } from '../generated/client/client.ts';

type LocationSeed = Prisma.LocationCreateManyInput;

const RIYADH = 'Asia/Riyadh';
// The pinned OpenFlights copy (see data/README.md for source, licence and hash).
const OPENFLIGHTS_AIRPORTS = new URL('./data/openflights-airports.dat', import.meta.url);
const MISSING = '\\N';

/** Every OpenFlights airport that has a real IATA code (the data also holds placeholders like 'DU9'), one row per code. */
export function airportLocations(): LocationSeed[] {
  const rows: string[][] = parse(readFileSync(OPENFLIGHTS_AIRPORTS, 'utf8'), { relax_column_count: false });
  const byIata = new Map<string, LocationSeed>();
  for (const [, name, city, country, rawIata, , , , , , , tz] of rows) {
    const iata = rawIata.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(iata) || byIata.has(iata) || !name || name === MISSING || !country || country === MISSING) {
      continue;
    }
    byIata.set(iata, {
      type: 'AIRPORT',
      name,
      city: city === MISSING ? '' : city,
      iata,
      country,
      timezone: tz === MISSING ? null : tz,
    });
  }
  return [...byIata.values()];
}

// Makkah has no airport, so trips to it need a city row to search for.
const cities: LocationSeed[] = [
  { type: 'CITY', name: 'Makkah', city: 'Makkah', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'CITY', name: 'Madinah', city: 'Madinah', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'CITY', name: 'Jeddah', city: 'Jeddah', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'CITY', name: 'Taif', city: 'Taif', country: 'Saudi Arabia', timezone: RIYADH },
];

const haramainRailStations: LocationSeed[] = [
  {
    type: 'STATION',
    name: 'Haramain Railway Makkah Station',
    city: 'Makkah',
    country: 'Saudi Arabia',
    timezone: RIYADH,
  },
  {
    type: 'STATION',
    name: 'Haramain Railway Jeddah Sulaimaniyah Station',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    timezone: RIYADH,
  },
  {
    type: 'STATION',
    name: 'Haramain Railway King Abdulaziz Airport Station',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    timezone: RIYADH,
  },
  {
    type: 'STATION',
    name: 'Haramain Railway King Abdullah Economic City Station',
    city: 'King Abdullah Economic City',
    country: 'Saudi Arabia',
    timezone: RIYADH,
  },
  {
    type: 'STATION',
    name: 'Haramain Railway Madinah Station',
    city: 'Madinah',
    country: 'Saudi Arabia',
    timezone: RIYADH,
  },
];

const busStations: LocationSeed[] = [
  { type: 'STATION', name: 'Makkah Central Bus Station', city: 'Makkah', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'STATION', name: 'Jeddah Central Bus Station', city: 'Jeddah', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'STATION', name: 'Madinah Central Bus Station', city: 'Madinah', country: 'Saudi Arabia', timezone: RIYADH },
];

// Red Sea ports with pilgrim ferry traffic to and from Jeddah.
const ports: LocationSeed[] = [
  { type: 'PORT', name: 'Jeddah Islamic Port', city: 'Jeddah', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'PORT', name: 'Yanbu Commercial Port', city: 'Yanbu', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'PORT', name: 'Duba Port', city: 'Duba', country: 'Saudi Arabia', timezone: RIYADH },
  { type: 'PORT', name: 'Safaga Port', city: 'Safaga', country: 'Egypt', timezone: 'Africa/Cairo' },
  { type: 'PORT', name: 'Port Sudan', city: 'Port Sudan', country: 'Sudan', timezone: 'Africa/Khartoum' },
  { type: 'PORT', name: 'Suakin Port', city: 'Suakin', country: 'Sudan', timezone: 'Africa/Khartoum' },
  { type: 'PORT', name: 'Aqaba Port', city: 'Aqaba', country: 'Jordan', timezone: 'Asia/Amman' },
];

export const groundLocations: LocationSeed[] = [...cities, ...haramainRailStations, ...busStations, ...ports];
