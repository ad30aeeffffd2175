import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type DatabaseKind, type TestServer } from './test-server';

export const DIST_DIR = path.resolve(__dirname, '..', '..', 'dist');

/** The real server over real HTTP on a free loopback port, serving the production build. */
export async function startLiveServer(kind: DatabaseKind = 'pglite', env: Record<string, string> = {}): Promise<TestServer & { url: string }> {
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  const server = await startTestServer(kind, { STATIC_DIR: DIST_DIR, ...env });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, url: address };
}
