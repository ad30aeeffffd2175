import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ok } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { handler, type HandlerMap } from '../../http/handler';
import { imageUrl } from '../../http/image-url';
import { detectImageType } from './image-type';

export const uploadHandlers: HandlerMap = {
  uploadImage: handler(async ({ req, config }) => {
    if (!req.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "image".');
    const file = await req.file();
    if (!file || file.fieldname !== 'image') throw badRequest('Image is required', [{ msg: 'Image is required', param: 'image' }]);
    const buffer = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The image is larger than ${Math.floor(config.uploadMaxBytes / 1024)} KB.`);
      throw err;
    });
    const type = detectImageType(buffer);
    if (!type) throw badRequest('Only PNG, JPEG, WebP or GIF images are accepted.', [{ msg: 'Only PNG, JPEG, WebP or GIF images are accepted.', param: 'image' }]);
    const name = `${randomUUID()}.${type.ext}`;
    await fs.writeFile(path.join(config.dataDir, 'images', name), buffer, { flag: 'wx' });
    return ok({ image: name, image_url: imageUrl(req, name) }, 'Image uploaded');
  }),
};
