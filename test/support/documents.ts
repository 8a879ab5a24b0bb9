import type { PrismaClient } from '@rihla/db';
import sharp from 'sharp';

/**
 * Travellers' documents in tests (issue #33, decision 0057): document types a package requires, travellers to
 * upload for, and small files of each kind (a real photo, a real PDF, and the disguised ones that must be refused).
 */

export async function aDocumentType(db: PrismaClient, code: string, name = code, guidance = '') {
  return db.documentType.create({ data: { code, name, guidance } });
}

/** Package `packageId` asks each traveller for these types. */
export async function requireDocuments(db: PrismaClient, packageId: number, documentTypeIds: number[]) {
  await db.packageDocumentRequirement.createMany({
    data: documentTypeIds.map((documentTypeId) => ({ packageId, documentTypeId })),
  });
}

/** A traveller on a booking (its passport number is a placeholder: these tests never read it). */
export function aTraveller(db: PrismaClient, bookingId: number, position = 1, fullName = 'Amina Rahman') {
  return db.traveller.create({
    data: {
      bookingId,
      position,
      fullName,
      dateOfBirth: new Date('1985-04-12'),
      nationality: 'GB',
      passportNumberEnc: 'v1:not-a-real-ciphertext',
      passportExpiry: new Date('2032-01-01'),
      relation: position === 1 ? 'LEAD' : 'SPOUSE',
    },
  });
}

/** A passport-style photo: a white JPEG. */
export const aPhoto = (width = 60, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

/** A minimal, well-formed one-page PDF; `padTo` bytes of comment make a large one. */
export function aPdf(text = 'Meningococcal ACYW certificate', padTo = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${text.length + 30} >> stream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream endobj`,
  ].join('\n');
  const padding = padTo > body.length ? `\n%${'x'.repeat(padTo - body.length - 20)}` : '';
  return Buffer.from(`${body}${padding}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** Magic bytes a plaintext copy of a photo or PDF would show. */
export const PLAIN_MAGIC = [
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('%PDF'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
];
