/**
 * The first step of `npm run codegen` and of `npm run lint:contract`: every path written in a domain
 * file (openapi/domains/*.yaml) must be reached from the root's `paths` (openapi/shop-admin.yaml),
 * under its own name. The bundle keeps only what the root reaches, so a path written only in its
 * domain file used to vanish from the API without a word. Exits 1 naming each such path and the
 * two lines that publish it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '..');
const openapiDir = path.join(root, 'openapi');
const rootFile = path.join(openapiDir, 'shop-admin.yaml');

type PathItems = Record<string, { $ref?: string } | null> | undefined;
const readPaths = (file: string): PathItems => (parse(fs.readFileSync(file, 'utf8')) as { paths?: PathItems } | null)?.paths;

/** `/paths/~1admin~1banner` → `/admin/banner` (JSON pointer escapes, then URI escapes). */
const pathOfPointer = (pointer: string) => {
  const [paths, name, ...rest] = pointer.replace(/^\//, '').split('/');
  if (paths !== 'paths' || name === undefined || rest.length > 0) return null;
  return decodeURIComponent(name).replace(/~1/g, '/').replace(/~0/g, '~');
};
const pointerOfPath = (name: string) => `/paths/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Where the root sends each domain path: `domains/banners.yaml /admin/banner` → the root's path name. */
const reached = new Map<string, string>();
for (const [name, item] of Object.entries(readPaths(rootFile) ?? {})) {
  const [file, pointer] = (item?.$ref ?? '').split('#');
  const target = file && pointer !== undefined ? pathOfPointer(pointer) : null;
  if (target !== null) reached.set(`${path.relative(openapiDir, path.resolve(openapiDir, file))} ${target}`, name);
}

const problems: string[] = [];
const domainsDir = path.join(openapiDir, 'domains');
for (const file of fs.readdirSync(domainsDir).filter((f) => f.endsWith('.yaml')).sort()) {
  const relative = `domains/${file}`;
  for (const name of Object.keys(readPaths(path.join(domainsDir, file)) ?? {})) {
    const publishedAs = reached.get(`${relative} ${name}`);
    if (publishedAs === name) continue;
    problems.push(
      publishedAs === undefined
        ? `${name} (openapi/${relative}) is not reached from openapi/shop-admin.yaml, so it is not part of the API. Add under its paths:\n` +
            `  ${name}:\n    $ref: ./${relative}#${pointerOfPath(name)}`
        : `${name} (openapi/${relative}) is published as ${publishedAs} by openapi/shop-admin.yaml: the two names must be the same.`,
    );
  }
}

if (problems.length > 0) {
  process.stderr.write(`Contract paths the root does not publish:\n${problems.map((p) => `- ${p}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`contract paths: every path of openapi/domains is reached from openapi/shop-admin.yaml (${reached.size})\n`);
