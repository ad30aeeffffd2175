import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's directory (the one holding package.json), found from this module's location so
 * that it is the same whether the server runs from its sources (`server/`, through tsx or jest) or
 * compiled (`build/server.js`, `npm start`): `data/`, `dist/` and the bundled contract in
 * `openapi/generated/` are resolved from it, never from the working directory.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}: cannot locate the project's directory`);
  }
}

export const PROJECT_ROOT = findProjectRoot(__dirname);
