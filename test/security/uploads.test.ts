/**
 * Section 4 of docs/decisions/0007-public-safety.md (uploads): only real raster images are stored, re-encoded
 * without their metadata, within a size cap, and a replaced image leaves the disk.
 */
import { randomBytes } from 'node:crypto';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { expectCleanRefusal, from, product } from './support/product.ts';

const staff = from(141);
const MARKER = 'GPS-48.8584N-2.2945E-home-of-the-uploader';

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----security${randomBytes(8).toString('hex')}`;
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadAvatar = (bytes: Buffer, filename = 'me.jpg', type = 'image/jpeg') =>
  staff.request('POST', `/api/users/${product().adminId}/avatar`, {
    token: product().adminToken,
    ...multipart('avatar', filename, type, bytes),
  });

describe('image uploads', () => {
  it('an SVG named and typed as a PNG is refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const reply = await uploadAvatar(svg, 'avatar.png', 'image/png');
    expectCleanRefusal(reply, 'SVG upload');
    expect(reply.body.error).toMatch(/only image files/i);
  });

  it('an image past the dimension cap is refused', async () => {
    const wide = await sharp({ create: { width: 7000, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expectCleanRefusal(await uploadAvatar(wide, 'wide.png', 'image/png'), 'oversized image');
  });

  it('a stored image has lost its metadata, and the replaced one is deleted', async () => {
    const photo = (colour: string) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
        .jpeg()
        .withExif({ IFD0: { ImageDescription: MARKER } })
        .toBuffer();
    const first = await photo('#c00');
    expect(first.includes(MARKER)).toBe(true);

    const stored = await uploadAvatar(first);
    expect(stored.status, stored.text).toBe(200);
    const served = await staff.get(stored.body.avatar);
    expect(served.status).toBe(200);
    expect(served.text).not.toContain(MARKER);

    const replaced = await uploadAvatar(await photo('#00c'));
    expect(replaced.status).toBe(200);
    expect(replaced.body.avatar).not.toBe(stored.body.avatar);
    expect((await staff.get(stored.body.avatar)).status).toBe(404);
  });
});
