import type { FastifyRequest } from 'fastify';

/** Stored image names are served from /images/ on the API host; `*_full_url` fields are absolute. */
export function imageUrl(req: FastifyRequest, image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^https?:\/\//.test(image)) return image;
  return `${req.protocol}://${req.host}/images/${image.replace(/^\/?(images\/)?/, '')}`;
}
