import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './project-root';

/**
 * The contract as bundled by `npm run codegen` from openapi/shop-admin.yaml and its domain files:
 * read once, it gives the server its routes, request validation and response serialization.
 */
export const CONTRACT_PATH = path.join(PROJECT_ROOT, 'openapi', 'generated', 'shop-admin.json');

type Json = Record<string, unknown>;
type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Contract path, e.g. `/admin/banner/update/{id}` (without the /api base). */
  path: string;
  tag: string;
  summary: string;
  /** False only for operations with `security: []` (login, health). */
  requiresAuth: boolean;
  alwaysAllowed: boolean;
  /** `x-allowed-before-second-factor`: a session that must enrol in two-step sign-in first may call it. */
  allowedBeforeSecondFactor: boolean;
  superAdminOnly: boolean;
  /** `x-screen`: the dashboard screen it serves, as the sidebar names it (null when it serves none). */
  screen: string | null;
  /** `x-grant`: what granting it lets a sub-admin do on its screen ("see", "complete and cancel"); null when never granted. */
  grant: string | null;
  /**
   * `x-granted-with`: the operation whose grant allows this one too (a count asked before a send):
   * it is never granted on its own and has no auth module of its own. Null for most.
   */
  grantedWith: string | null;
  /**
   * Mutations are audited and run in one transaction: every non-GET except those marked `x-read-only`
   * (a list the existing dashboard reads with a POST), and GETs marked `x-state-changing`.
   */
  mutates: boolean;
  paramsSchema?: Json;
  querySchema?: Json;
  bodySchema?: Json;
  bodyContentType?: string;
  bodyLimitBytes?: number;
  /** The success response's JSON schema: answers are serialized through it. */
  responseSchema?: Json;
  /** The success status (200, or 202 for work accepted to run in the background). */
  responseStatus: number;
  /** Answers that are not JSON (a CSV export, an event stream): the handler writes them itself. */
  responseContentType: string;
}

export interface Contract {
  /** The bundle as written (with `$ref`s), for the API docs. */
  raw: Json;
  /** The bundle with every `$ref` replaced by what it points at. */
  document: Json;
  operations: Operation[];
  byId: Map<string, Operation>;
}

/** Replaces internal `$ref`s (`#/components/...`) by the schemas they point at. */
function dereference(node: unknown, root: Json, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => dereference(n, root, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only internal $refs are supported: ${ref}`);
    if (seen.includes(ref)) throw new Error(`Circular $ref: ${[...seen, ref].join(' -> ')}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (target === undefined) throw new Error(`Unresolved $ref: ${ref}`);
    const { $ref: _ignored, ...siblings } = obj;
    const resolved = dereference(target, root, [...seen, ref]) as Json;
    return Object.keys(siblings).length ? { ...resolved, ...(dereference(siblings, root, seen) as Json) } : resolved;
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, dereference(v, root, seen)]));
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  description?: string;
}

function objectSchema(params: ParameterObject[]): Json | undefined {
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

let cached: Contract | null = null;

/** The contract, parsed once per process (every app built in it shares the same, read-only). */
export function loadContract(file = CONTRACT_PATH): Contract {
  if (file === CONTRACT_PATH && cached) return cached;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  const document = dereference(raw, raw) as Json;
  const globalSecurity = (document.security as unknown[] | undefined) ?? [];
  const operations: Operation[] = [];
  for (const [opPath, pathItem] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    const shared = (pathItem.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      const operationId = op.operationId as string;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${opPath} has no operationId`);
      const params = [...shared, ...((op.parameters as ParameterObject[] | undefined) ?? [])];
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      const [bodyContentType] = Object.keys(content);
      const responses = (op.responses ?? {}) as Record<string, Json>;
      const successStatus = Object.keys(responses).find((s) => s.startsWith('2')) ?? '200';
      const successContent = (responses[successStatus]?.content ?? {}) as Record<string, Json>;
      const [responseContentType = 'application/json'] = Object.keys(successContent);
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const limitMb = op['x-body-limit-mb'] as number | undefined;
      operations.push({
        operationId,
        method,
        path: opPath,
        tag: ((op.tags as string[] | undefined) ?? ['untagged'])[0],
        summary: (op.summary as string | undefined) ?? '',
        requiresAuth: security.length > 0,
        alwaysAllowed: op['x-always-allowed'] === true,
        allowedBeforeSecondFactor: op['x-allowed-before-second-factor'] === true,
        superAdminOnly: op['x-super-admin-only'] === true,
        screen: (op['x-screen'] as string | undefined) ?? null,
        grant: (op['x-grant'] as string | undefined) ?? null,
        grantedWith: (op['x-granted-with'] as string | undefined) ?? null,
        mutates: (method !== 'get' && op['x-read-only'] !== true) || op['x-state-changing'] === true,
        paramsSchema: objectSchema(params.filter((p) => p.in === 'path')),
        querySchema: objectSchema(params.filter((p) => p.in === 'query')),
        bodySchema: bodyContentType ? (content[bodyContentType].schema as Json | undefined) : undefined,
        bodyContentType,
        bodyLimitBytes: limitMb ? limitMb * 1024 * 1024 : undefined,
        responseSchema: responseContentType === 'application/json' ? (successContent[responseContentType]?.schema as Json | undefined) : undefined,
        responseStatus: Number(successStatus),
        responseContentType,
      });
    }
  }
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  if (byId.size !== operations.length) throw new Error('The contract declares an operationId twice');
  const contract = { raw, document, operations, byId };
  if (file === CONTRACT_PATH) cached = contract;
  return contract;
}
