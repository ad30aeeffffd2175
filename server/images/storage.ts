import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The names the upload operation gives images (and the only ones stored or served): `<uuid>.<ext>`. */
export const IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

export const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live (IMAGE_STORAGE): `disk`, this server's data directory; `database`,
 * the database every server shares. Another backend (an S3-compatible store) fits behind the same
 * two calls. Names are unique (random), so an image is written once and never changed (writing a
 * name again leaves the first).
 */
export interface ImageStorage {
  readonly kind: 'disk' | 'database';
  /** `trx`: the upload's unit of work, so a stored image and its audit record commit together (database backend). */
  put(name: string, image: StoredImage, trx?: Kysely<Database>): Promise<void>;
  get(name: string): Promise<StoredImage | null>;
}

export function diskImageStorage(dir: string): ImageStorage {
  return {
    kind: 'disk',
    async put(name, image) {
      await fs.mkdir(dir, { recursive: true });
      try {
        await fs.writeFile(path.join(dir, name), image.bytes, { flag: 'wx' });
      } catch (err) {
        // Written once: the same name is the same image.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    },
    async get(name) {
      if (!IMAGE_NAME.test(name)) return null;
      try {
        const bytes = await fs.readFile(path.join(dir, name));
        return { bytes, contentType: IMAGE_TYPES[name.split('.').pop() as string] };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

export function databaseImageStorage(db: Kysely<Database>): ImageStorage {
  return {
    kind: 'database',
    async put(name, image, trx = db) {
      await trx
        .insertInto('images')
        .values({ name, content_type: image.contentType, bytes: image.bytes })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    async get(name) {
      if (!IMAGE_NAME.test(name)) return null;
      const row = await db.selectFrom('images').select(['bytes', 'content_type']).where('name', '=', name).executeTakeFirst();
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
    },
  };
}

export function imageStorageFor(config: { imageStorage: 'disk' | 'database'; dataDir: string }, db: Kysely<Database>): ImageStorage {
  return config.imageStorage === 'database' ? databaseImageStorage(db) : diskImageStorage(path.join(config.dataDir, 'images'));
}
