import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../http/errors';
import { say, type Say } from '../../http/messages';

/** The largest image accepted, per side: a banner or logo never needs more. */
export const MAX_IMAGE_SIDE = 4096;

/** Image types accepted for upload, recognised by their first bytes, never by name or declared type. */
const SIGNATURES: { ext: string; mime: string; format: 'png' | 'jpeg' | 'gif' | 'webp'; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', mime: 'image/png', format: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', format: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', format: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { ext: 'webp', mime: 'image/webp', format: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export function detectImageType(head: Buffer) {
  return SIGNATURES.find((s) => head.length >= 12 && s.test(head)) ?? null;
}

const refused = (msg: Say) => badRequest(msg, [{ msg, param: 'image' }]);

/**
 * An upload as it will be stored: recognised by its first bytes, then decoded whole by a real
 * image library (a PNG header followed by HTML does not decode), its size checked from its header
 * before any pixel is decoded (a PNG claiming 100000×100000 pixels is refused, never expanded), and
 * re-encoded in its own format, so what is stored and served is pixels only: no trailing bytes,
 * no metadata (EXIF location), orientation applied.
 */
export async function normaliseImage(input: Buffer): Promise<{ bytes: Buffer; ext: string; mime: string }> {
  const type = detectImageType(input);
  if (!type) throw refused(say('imageTypeRefused'));
  const animated = type.format === 'gif' || type.format === 'webp';
  // The header alone says the size (no pixel is decoded for it); decoding is then bounded too.
  const open = (limitInputPixels: number | false) => sharp(input, { animated, failOn: 'warning', limitInputPixels });
  let meta: Metadata;
  try {
    meta = await open(false).metadata();
  } catch {
    throw refused(say('imageUnreadable'));
  }
  const height = meta.pageHeight ?? meta.height;
  if (!meta.width || !height || meta.width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw refused(say('imageTooManyPixels', { side: MAX_IMAGE_SIDE }));
  }
  try {
    const bytes = await open(MAX_IMAGE_SIDE * MAX_IMAGE_SIDE * (animated ? 64 : 1)).rotate().toFormat(type.format).toBuffer();
    return { bytes, ext: type.ext, mime: type.mime };
  } catch {
    throw refused(say('imageUnreadable'));
  }
}
