import type { FastifyRequest } from 'fastify';

/**
 * Stored image names are served from /images/. The link is absolute only on the configured public
 * origin (PUBLIC_ORIGIN), never on what a request's Host or X-Forwarded-Host claims; without one it is
 * origin-relative, so every server behind a balancer answers the same link and it works at whatever
 * address the dashboard was opened.
 */
export function imageUrl(req: FastifyRequest, image: string | null | undefined): string | null {
  if (!image) return null;
  return `${req.server.config.publicOrigin ?? ''}/images/${encodeURIComponent(image.replace(/^\/?(images\/)?/, ''))}`;
}
