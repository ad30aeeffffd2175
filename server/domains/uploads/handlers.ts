import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { ok } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers, withOptions } from '../../http/handler';
import { imageUrl } from '../../http/image-url';
import { normaliseImage } from './image-type';

const required = () => badRequest(say('imageRequired'), [{ msg: say('imageRequired'), param: 'image' }]);
const oneImageOnly = () => badRequest(say('sendOneImage'), [{ msg: say('sendOneImageShort'), param: 'image' }]);

/**
 * The bytes of the one part the body may hold, the file `image`, read to the end: a second part of
 * any kind (another file, a field) is refused, never ignored (the multipart limit of one file makes
 * a second file a limit error, refused the same way).
 */
async function onlyImage(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  let image: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'image' || image) throw oneImageOnly();
      image = await part.toBuffer();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT' || (err as { code?: string }).code === 'FST_FIELDS_LIMIT') throw oneImageOnly();
    throw err;
  }
  if (!image) throw required();
  return image;
}

export const uploadHandlers = handlers({
  // Reading and decoding the upload must not hold a transaction: only storing it (and its audit record) does.
  uploadImage: withOptions({ transaction: 'manual' }, async ({ req, config, transaction, audit }) => {
    if (!req.isMultipart()) throw badRequest(say('sendImageAsMultipart'));
    // A body the multipart parser cannot read (no boundary, cut short, broken headers) is the client's: 400.
    const unreadable = (err: unknown): never => {
      if (err instanceof HttpError) throw err;
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, say('imageLargerThan', { kb: Math.floor(config.uploadMaxBytes / 1024) }));
      }
      throw badRequest(say('uploadUnreadable'));
    };
    const buffer = await onlyImage(req.parts()).catch(unreadable);
    const image = await normaliseImage(buffer);
    const name = `${randomUUID()}.${image.ext}`;
    audit.target('image', name);
    await transaction((trx) => req.server.images.put(name, { bytes: image.bytes, contentType: image.mime }, trx));
    return ok({ image: name, image_url: imageUrl(req, name) as string }, 'Image uploaded');
  }),
});
