import { z } from 'zod';

import { createPackageInput, updatePackageInput } from '../services/package-inputs.ts';
import { PACKAGE_SALES } from '../services/package-offers.ts';
import { departureRows } from './departures.openapi.ts';
import { modelRow, rows } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const packageOperations = operations(() => {
  const { PackageRow } = rows();
  const { Departures } = departureRows();
  /** A package as the public reads it: texts in the reader's language, no translations table. */
  const Package = modelRow('Package', ['translations'])
    .extend({
      sale: z.enum(PACKAGE_SALES).meta({
        description:
          'ON_SALE: bookable now, from `fromPrice`. ON_REQUEST: no departures and no price, quoted personally. NOT_ON_SALE: upcoming departures, none bookable (closed, full or leaving today).',
      }),
      fromPrice: z.number().int().nullable().meta({
        description:
          'The lowest per-pilgrim price a visitor can book now, minor units: over the departures on sale and their room prices, or `price` when there are no upcoming departures. Null unless `sale` is ON_SALE.',
      }),
    })
    .meta({ id: 'Package' });

  const PackageRemoval = z.object({
    ok: z.literal(true),
    archived: z.literal(true).optional(),
    message: z.string().optional().meta({ description: 'Present when the package was archived instead.' }),
  });

  return {
    listPackages: {
      operationId: 'listPackages',
      summary: 'Every package on offer, oldest first',
      tag: 'catalogue',
      access: 'public',
      response: z.array(Package),
    },
    getPackage: {
      operationId: 'getPackage',
      summary: 'A package on offer with its upcoming departures and room prices',
      tag: 'catalogue',
      access: 'public',
      response: Package.extend(Departures.shape),
      errors: [404],
    },
    createPackage: {
      operationId: 'createPackage',
      summary: 'Add a package (JSON, or a multipart form with its image)',
      tag: 'catalogue',
      access: 'staff',
      form: { fields: createPackageInput, file: 'image' },
      response: PackageRow,
      errors: [409],
    },
    updatePackage: {
      operationId: 'updatePackage',
      summary: 'Edit a package (JSON, or a multipart form with a new image)',
      tag: 'catalogue',
      access: 'staff',
      form: { fields: updatePackageInput, file: 'image' },
      response: PackageRow,
      errors: [404, 409],
    },
    deletePackage: {
      operationId: 'deletePackage',
      summary: 'Delete a package; one with bookings or reviews is archived instead',
      tag: 'catalogue',
      access: 'admin',
      response: PackageRemoval,
      errors: [404],
    },
    archivePackage: {
      operationId: 'archivePackage',
      summary: 'Take a package off offer (kept for its history)',
      tag: 'catalogue',
      access: 'staff',
      response: PackageRow,
      errors: [404, 409],
    },
    unarchivePackage: {
      operationId: 'unarchivePackage',
      summary: 'Offer an archived package again',
      tag: 'catalogue',
      access: 'staff',
      response: PackageRow,
      errors: [404, 409],
    },
  };
});
