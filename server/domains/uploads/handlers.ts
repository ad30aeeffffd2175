import { randomUUID } from 'node:crypto';
import { ok } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { handlers, withOptions } from '../../http/handler';
import { imageUrl } from '../../http/image-url';
import { normaliseImage } from './image-type';

export const uploadHandlers = handlers({
  // Reading and decoding the upload must not hold a transaction: only storing it (and its audit record) does.
  uploadImage: withOptions({ transaction: 'manual' }, async ({ req, config, transaction, audit }) => {
    if (!req.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "image".');
    // A body the multipart parser cannot read (no boundary, cut short, broken headers) is the client's: 400.
    const unreadable = (err: unknown): never => {
      if (err instanceof HttpError) throw err;
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, `The image is larger than ${Math.floor(config.uploadMaxBytes / 1024)} KB.`);
      }
      throw badRequest('The upload could not be read: send one image as multipart/form-data in the field "image".');
    };
    const file = await req.file().catch(unreadable);
    if (!file || file.fieldname !== 'image') throw badRequest('Image is required', [{ msg: 'Image is required', param: 'image' }]);
    const buffer = await file.toBuffer().catch(unreadable);
    const image = await normaliseImage(buffer);
    const name = `${randomUUID()}.${image.ext}`;
    audit.target('image', name);
    await transaction((trx) => req.server.images.put(name, { bytes: image.bytes, contentType: image.mime }, trx));
    return ok({ image: name, image_url: imageUrl(req, name) as string }, 'Image uploaded');
  }),
});
