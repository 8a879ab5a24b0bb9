import { z } from 'zod';

import { createDepartureInput, roomPricesInput, updateDepartureInput } from '../../services/departures.service.ts';
import { createPackageInput, updatePackageInput } from '../../services/package-inputs.ts';
import {
  createInput as createClassInput,
  updateInput as updateClassInput,
} from '../../services/service-classes.service.ts';
import {
  createInput as createModeInput,
  updateInput as updateModeInput,
} from '../../services/transport-modes.service.ts';
import { modelRow, rows } from './models.ts';
import { calendarDay, Ok, operations } from './operation.ts';

export const catalogOperations = operations(() => {
  const { PackageRow } = rows();
  /** A package as the public reads it: texts in the reader's language, no translations table. */
  const Package = modelRow('Package', ['translations']).meta({ id: 'Package' });

  const roomType = z.enum(['QUAD', 'TRIPLE', 'DOUBLE', 'SINGLE']);
  const RoomPrice = z.object({ roomType, amount: z.number().int() }).meta({ id: 'RoomPrice' });
  const Departure = z
    .object({
      id: z.number().int(),
      packageId: z.number().int(),
      departDate: calendarDay,
      returnDate: calendarDay,
      seats: z.number().int(),
      seatsTaken: z.number().int(),
      seatsLeft: z.number().int().min(0),
      status: z.enum(['OPEN', 'SOLD_OUT', 'CLOSED']),
      roomPrices: z
        .array(RoomPrice)
        .meta({ description: 'Per-person prices: the departure’s own, else the package’s.' }),
    })
    .meta({ id: 'Departure' });
  const Departures = z.object({ departures: z.array(Departure), roomPrices: z.array(RoomPrice) });

  const TransportMode = modelRow('TransportMode').meta({ id: 'TransportMode' });
  const ServiceClass = modelRow('ServiceClass').extend({ multiplier: z.number() }).meta({ id: 'ServiceClass' });

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
    listPackageDepartures: {
      operationId: 'listPackageDepartures',
      summary: 'Every departure of a package, past ones included, and its room prices',
      tag: 'catalogue',
      access: 'staff',
      response: Departures,
      errors: [404],
    },
    createDeparture: {
      operationId: 'createDeparture',
      summary: 'Add a departure to a package',
      tag: 'catalogue',
      access: 'staff',
      body: createDepartureInput,
      response: Departure,
      errors: [404, 409],
    },
    updateDeparture: {
      operationId: 'updateDeparture',
      summary: 'Edit a departure (seats, status, room prices)',
      tag: 'catalogue',
      access: 'staff',
      body: updateDepartureInput,
      response: Departure,
      errors: [404, 409],
    },
    setRoomPrices: {
      operationId: 'setRoomPrices',
      summary: "Set a package's per-person prices by room type",
      tag: 'catalogue',
      access: 'staff',
      body: roomPricesInput,
      response: z.object({ roomPrices: z.array(RoomPrice) }),
      errors: [404],
    },
    listTransportModes: {
      operationId: 'listTransportModes',
      summary: 'Transport modes (air, bus, train, ferry …)',
      tag: 'catalogue',
      access: 'public',
      response: z.array(TransportMode),
    },
    createTransportMode: {
      operationId: 'createTransportMode',
      summary: 'Add a transport mode',
      tag: 'catalogue',
      access: 'staff',
      body: createModeInput,
      response: TransportMode,
      errors: [409],
    },
    updateTransportMode: {
      operationId: 'updateTransportMode',
      summary: 'Rename, enable or disable a transport mode',
      tag: 'catalogue',
      access: 'staff',
      body: updateModeInput,
      response: TransportMode,
      errors: [404],
    },
    deleteTransportMode: {
      operationId: 'deleteTransportMode',
      summary: 'Delete a transport mode without scheduled services',
      tag: 'catalogue',
      access: 'staff',
      response: Ok,
      errors: [404, 409],
    },
    listServiceClasses: {
      operationId: 'listServiceClasses',
      summary: 'Service classes (fare multipliers and seat shares)',
      tag: 'catalogue',
      access: 'public',
      response: z.array(ServiceClass),
    },
    createServiceClass: {
      operationId: 'createServiceClass',
      summary: 'Add a service class',
      tag: 'catalogue',
      access: 'staff',
      body: createClassInput,
      response: ServiceClass,
      errors: [409],
    },
    updateServiceClass: {
      operationId: 'updateServiceClass',
      summary: 'Edit a service class',
      tag: 'catalogue',
      access: 'staff',
      body: updateClassInput,
      response: ServiceClass,
      errors: [404],
    },
    deleteServiceClass: {
      operationId: 'deleteServiceClass',
      summary: 'Delete a service class no booking uses',
      tag: 'catalogue',
      access: 'staff',
      response: Ok,
      errors: [404, 409],
    },
  };
});
