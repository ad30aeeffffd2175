import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { ErrorItem } from './errors';

type Json = Record<string, unknown>;

function makeAjv(coerceTypes: boolean): Ajv {
  // strict: false lets OpenAPI-only keywords (example, x-error-message, …) pass through.
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes, useDefaults: true, removeAdditional: false });
  addFormats(ajv);
  return ajv;
}

/** Bodies are JSON and typed already: no coercion, so "12abc" is never a number. */
const bodyAjv = makeAjv(false);
/** Path and query values are strings on the wire: coerce them to the contract's types. */
const paramAjv = makeAjv('array' as unknown as boolean);

export const validatorCompiler: FastifySchemaCompiler<Json> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema);
  return (data: unknown) => (validate(data) ? { value: data } : { error: Object.assign(new Error('invalid'), { validation: validate.errors }) });
};

/** `sale_price` → `Sale price`. */
export function humanize(param: string): string {
  const words = param.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function schemaAt(root: Json | undefined, instancePath: string): Json | undefined {
  let at: Json | undefined = root;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (!at) return undefined;
    const props = at.properties as Record<string, Json> | undefined;
    at = props?.[key] ?? (at.items as Json | undefined);
  }
  return at;
}

/** One readable message per field (spec section 5's texts where the contract names them). */
export function describeValidation(errors: ErrorObject[], rootSchema?: Json): ErrorItem[] {
  const items: ErrorItem[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const pathParts = e.instancePath.split('/').filter(Boolean);
    let param = pathParts.join('.');
    let msg: string;
    if (e.keyword === 'required') {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      param = [...pathParts, missing].join('.');
      const propSchema = schemaAt(rootSchema, `${e.instancePath}/${missing}`);
      msg = (propSchema?.['x-required-message'] as string) ?? `${humanize(missing)} is required`;
    } else if (e.keyword === 'additionalProperties') {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      param = [...pathParts, extra].join('.');
      msg = `${extra} is not an accepted field`;
    } else {
      const propSchema = schemaAt(rootSchema, e.instancePath);
      const custom = propSchema?.['x-error-message'] as string | undefined;
      const label = humanize(pathParts[pathParts.length - 1] ?? 'value');
      msg = custom ?? describeKeyword(label, e);
    }
    if (seen.has(param)) continue;
    seen.add(param);
    items.push(param ? { msg, param } : { msg });
  }
  return items;
}

function describeKeyword(label: string, e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      return `${label} must be ${p.type === 'integer' ? 'a whole number' : p.type === 'number' ? 'a number' : `of type ${String(p.type)}`}`;
    case 'enum':
      return `${label} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${label} must be ${String(p.allowedValue)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be ${e.keyword === 'minimum' ? 'at least' : 'greater than'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be ${e.keyword === 'maximum' ? 'at most' : 'less than'} ${String(p.limit)}`;
    case 'minLength':
      return p.limit === 1 ? `${label} is required` : `${label} must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `${label} must be at most ${String(p.limit)} characters`;
    case 'minItems':
      return `${label} needs at least ${String(p.limit)} item(s)`;
    case 'maxItems':
      return `${label} takes at most ${String(p.limit)} items`;
    case 'uniqueItems':
      return `${label} must not repeat items`;
    case 'format':
      return `${label} must be a valid ${String(p.format)}`;
    case 'pattern':
      return `${label} has an invalid format`;
    default:
      return `${label} is invalid`;
  }
}
