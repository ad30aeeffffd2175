import type { FastifyRequest } from 'fastify';

/**
 * Stored image names are served from /images/; `*_full_url` fields are absolute, on the configured
 * public origin (PUBLIC_ORIGIN), never on what a request's Host or X-Forwarded-Host claims.
 */
export function imageUrl(req: FastifyRequest, image: string | null | undefined): string | null {
  if (!image) return null;
  return `${req.server.config.publicOrigin}/images/${encodeURIComponent(image.replace(/^\/?(images\/)?/, ''))}`;
}
