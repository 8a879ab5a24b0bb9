import type { Prisma } from '../generated/client/client.ts';
import { currencyCode, integer, listOf, nullable, object, readDataFile, text } from './data-file.ts';

type PackageSeed = Omit<Prisma.PackageCreateManyInput, 'image'> & { code: string };

/** Every package has a matching illustration in web/public/images/packages/<code lowercased>.svg. */
export function packageImage(code: string): string {
  return `/images/packages/${code.toLowerCase()}.svg`;
}

// Prices are integer minor units (189900 = 1,899.00); a quote-only package (HAJ-VIP-18) has none ('Contact').
export const packages: PackageSeed[] = readDataFile(
  'packages.json',
  listOf(
    object({
      code: text,
      name: text,
      description: text,
      nights: integer,
      hotel: text,
      haramDistanceM: integer,
      price: nullable(integer),
      currency: currencyCode,
      inclusions: listOf(text),
    }),
  ),
);
