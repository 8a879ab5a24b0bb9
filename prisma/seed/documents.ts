import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

import type { DocumentStatus } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { parseKeyRing, resolveTravellerKeys, sealFile } from '../traveller-crypto.ts';
import { storyDeparture } from './story-departure.ts';

/**
 * Travellers' documents (issue #33 §1, decision 0057): the standard document types, what each seeded package asks
 * of its travellers, and on the story departure documents at every stage (missing, under review, approved,
 * rejected with a reason). The files are small ones made here (a PNG photo, a one-page PDF), sealed exactly as the
 * API seals uploads and written to the local upload directory (STORAGE=local, the default; UPLOAD_DIR).
 */

const TYPES = [
  {
    code: 'PASSPORT',
    name: 'Passport bio page',
    guidance:
      'A clear photo or scan of the page with your photo. The passport must be valid six months after the return.',
    translations: {
      ar: {
        name: 'صفحة بيانات جواز السفر',
        guidance: 'صورة أو مسح واضح للصفحة التي تحمل صورتك. يجب أن يكون الجواز صالحًا ستة أشهر بعد العودة.',
      },
      id: {
        name: 'Halaman biodata paspor',
        guidance: 'Foto atau pindaian jelas halaman berfoto. Paspor harus berlaku enam bulan setelah kepulangan.',
      },
    },
  },
  {
    code: 'PHOTO',
    name: 'Passport-style photo',
    guidance: 'A recent colour photo of the face, on a white background, without glasses.',
    translations: {
      ar: { name: 'صورة شخصية بمقاس الجواز', guidance: 'صورة ملونة حديثة للوجه على خلفية بيضاء، دون نظارات.' },
      id: { name: 'Pasfoto', guidance: 'Foto wajah berwarna terbaru, latar belakang putih, tanpa kacamata.' },
    },
  },
  {
    code: 'VACCINATION',
    name: 'Meningococcal ACYW vaccination certificate',
    guidance: 'Given at least 10 days before arrival, and within the last 3 years (5 for the conjugate vaccine).',
    translations: {
      ar: {
        name: 'شهادة لقاح الحمى الشوكية ACYW',
        guidance: 'يُعطى قبل الوصول بعشرة أيام على الأقل، وخلال السنوات الثلاث الأخيرة (خمس للقاح المقترن).',
      },
      id: {
        name: 'Sertifikat vaksin meningitis ACYW',
        guidance: 'Diberikan minimal 10 hari sebelum tiba, dalam 3 tahun terakhir (5 tahun untuk vaksin konjugasi).',
      },
    },
  },
  {
    code: 'NATIONAL_ID',
    name: 'National ID card',
    guidance: 'Both sides, in one file.',
    translations: {
      ar: { name: 'بطاقة الهوية الوطنية', guidance: 'الوجهان في ملف واحد.' },
      id: { name: 'KTP', guidance: 'Kedua sisi dalam satu file.' },
    },
  },
  {
    code: 'MAHRAM_LETTER',
    name: 'Mahram or guardian letter',
    guidance:
      'For a woman under 45 or a minor travelling without a mahram: the signed letter of the mahram or guardian.',
    translations: {
      ar: {
        name: 'خطاب المحرم أو الولي',
        guidance: 'للمرأة دون 45 عامًا أو القاصر المسافر دون محرم: خطاب موقّع من المحرم أو الولي.',
      },
      id: {
        name: 'Surat mahram atau wali',
        guidance: 'Untuk wanita di bawah 45 tahun atau anak tanpa mahram: surat bertanda tangan dari mahram atau wali.',
      },
    },
  },
];

const EVERY_PACKAGE = ['PASSPORT', 'PHOTO', 'VACCINATION'];
const ALSO = (code: string) => [
  ...(code.startsWith('HAJ-') ? ['NATIONAL_ID'] : []),
  ...(code === 'UMR-FAM-12' ? ['MAHRAM_LETTER'] : []),
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function seedDocuments(tx: TransactionClient, now: Date): Promise<void> {
  const types = await tx.documentType.createManyAndReturn({ data: TYPES });
  const typeId = (code: string) => types.find((type) => type.code === code)!.id;
  const packages = await tx.package.findMany({ select: { id: true, code: true } });
  await tx.packageDocumentRequirement.createMany({
    data: packages.flatMap((pkg) =>
      [...EVERY_PACKAGE, ...ALSO(pkg.code)].map((code) => ({ packageId: pkg.id, documentTypeId: typeId(code) })),
    ),
  });

  const departureId = await storyDeparture(tx, now);
  if (!departureId) return;
  const travellers = await tx.traveller.findMany({
    where: { booking: { departureId, status: { notIn: ['CANCELLED', 'EXPIRED'] } } },
    select: { id: true, fullName: true },
    orderBy: [{ bookingId: 'asc' }, { position: 'asc' }],
  });
  const reviewer = await tx.user.findFirst({ where: { role: { in: ['STAFF', 'ADMIN'] } }, select: { id: true } });
  const ring = parseKeyRing(resolveTravellerKeys().spec);
  const dir = path.resolve(process.env.UPLOAD_DIR || path.join(root, 'uploads'));
  mkdirSync(dir, { recursive: true });

  // Traveller by traveller, the stages in turn: all approved; one rejected; under review; nothing yet.
  const stages: Record<string, DocumentStatus | 'MISSING'>[] = [
    { PASSPORT: 'APPROVED', PHOTO: 'APPROVED', VACCINATION: 'APPROVED' },
    { PASSPORT: 'REJECTED', PHOTO: 'APPROVED', VACCINATION: 'UPLOADED' },
    { PASSPORT: 'UPLOADED', PHOTO: 'UPLOADED', VACCINATION: 'MISSING' },
    { PASSPORT: 'MISSING', PHOTO: 'MISSING', VACCINATION: 'MISSING' },
  ];
  for (const [i, traveller] of travellers.entries()) {
    for (const [code, status] of Object.entries(stages[i % stages.length])) {
      if (status === 'MISSING') continue;
      const pdf = code === 'VACCINATION';
      const bytes = pdf ? onePagePdf(`${traveller.fullName}: ACYW`) : photoPng(i);
      const storageKey = `sealed-${randomUUID()}.bin`;
      const { sealed, sealedDataKey } = sealFile(ring, storageKey, bytes);
      writeFileSync(path.join(dir, storageKey), sealed, { flag: 'wx' });
      const uploadedAt = new Date(now.getTime() - (10 - (i % 5)) * 86_400_000);
      const reviewed = status !== 'UPLOADED';
      await tx.travellerDocument.create({
        data: {
          travellerId: traveller.id,
          documentTypeId: typeId(code),
          status,
          rejectionReason:
            status === 'REJECTED'
              ? 'The photo is blurred and the passport number cannot be read. Please take it again in daylight.'
              : null,
          contentType: pdf ? 'application/pdf' : 'image/png',
          size: bytes.length,
          storageKey,
          sealedDataKey,
          uploadedAt,
          reviewedById: reviewed ? (reviewer?.id ?? null) : null,
          reviewedAt: reviewed ? new Date(uploadedAt.getTime() + 86_400_000) : null,
        },
      });
    }
  }
}

/** A small PNG: a sand-coloured card with a darker band, standing in for a photo. */
function photoPng(seed: number): Buffer {
  const [width, height] = [48, 64];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > 16 && y < 40 && x > 12 && x < 36;
      row.set(band ? [120 + (seed % 5) * 10, 90, 60] : [245, 240, 230], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with one line of text (ASCII). */
function onePagePdf(line: string): Buffer {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 20 60 Td (${text}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
      `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}
