import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { HttpError, type ErrorItem } from './errors';
import { MAX_JSON_DEPTH, tooDeeplyNested } from './json-body';

type Json = Record<string, unknown>;

/** `10`, `12.50`, `-3`: a number written plainly. Not `""`, `" 1"`, `"1e3"`, `"0x10"`, `"12abc"`. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * `multipleOf: 0.01` checked on the number's decimal text, not by float division (where
 * 1.1 / 0.01 = 110.00000000000001 and large amounts drift): at most two decimals, exactly.
 */
function decimalPlaces(n: number): number {
  const text = String(n);
  if (/e/i.test(text)) return Number.isInteger(n) ? 0 : Infinity;
  return text.split('.')[1]?.length ?? 0;
}

function exactMultipleOf(step: number, value: number): boolean {
  const stepPlaces = decimalPlaces(step);
  if (Number.isInteger(step * 10 ** stepPlaces) && Math.round(step * 10 ** stepPlaces) === 1) {
    return decimalPlaces(value) <= stepPlaces;
  }
  return Number.isInteger(value / step);
}

function makeAjv(): Ajv {
  // strict: false lets OpenAPI-only keywords (example, x-error-message, …) pass through. No type
  // coercion anywhere: plain decimal strings are turned into numbers by `prepare` below, nothing else.
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: true, removeAdditional: false });
  addFormats(ajv);
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    validate: (step: number, value: number) => exactMultipleOf(step, value),
  });
  return ajv;
}

const ajv = makeAjv();

const typesOf = (schema: Json): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};

/** Does the schema take a number (and not a string, which a decimal string then stays)? */
function wantsNumber(schema: Json | undefined): boolean {
  if (!schema) return false;
  const types = typesOf(schema);
  if (types.includes('string')) return false;
  if (types.includes('number') || types.includes('integer')) return true;
  const branches = [...((schema.anyOf as Json[]) ?? []), ...((schema.oneOf as Json[]) ?? []), ...((schema.allOf as Json[]) ?? [])];
  return branches.some((b) => wantsNumber(b)) && !branches.some((b) => typesOf(b).includes('string'));
}

function propertiesOf(schema: Json | undefined): Record<string, Json> {
  if (!schema) return {};
  const own = (schema.properties as Record<string, Json> | undefined) ?? {};
  const merged = ((schema.allOf as Json[] | undefined) ?? []).reduce<Record<string, Json>>((acc, part) => ({ ...acc, ...propertiesOf(part) }), {});
  return { ...merged, ...own };
}

/** The contract's mark on a nullable field whose form sends `""` for none (common.yaml: HttpUrlOrNull). */
const EMPTY_MEANS_NULL = 'x-empty-means-null';

/**
 * Before validation, one pass over the request part: a plain decimal string where the contract
 * takes a number becomes that number (the existing dashboard sends every form value as a string),
 * `""` becomes null where the contract marks the field `x-empty-means-null` (an optional link or
 * id the form left empty), and text holding a NUL character is refused (PostgreSQL cannot store
 * it). It recurses at most MAX_JSON_DEPTH levels (the body parser refuses deeper bodies first;
 * this holds for any part).
 */
function prepare(schema: Json | undefined, value: unknown, path: string[], nulFields: string[]): unknown {
  if (value === '' && schema?.[EMPTY_MEANS_NULL] === true) return null;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) nulFields.push(path.join('.'));
    return wantsNumber(schema) && PLAIN_DECIMAL.test(value) ? Number(value) : value;
  }
  if (value && typeof value === 'object' && path.length >= MAX_JSON_DEPTH) throw tooDeeplyNested();
  if (Array.isArray(value)) {
    const items = schema?.items as Json | undefined;
    return value.map((item, i) => prepare(items, item, [...path, String(i)], nulFields));
  }
  if (value && typeof value === 'object') {
    const props = propertiesOf(schema);
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      if (key.includes('\u0000')) nulFields.push([...path, key].join('.'));
      obj[key] = prepare(props[key], obj[key], [...path, key], nulFields);
    }
    return obj;
  }
  return value;
}

/**
 * An empty query parameter (`status=`) is no filter on every list: an optional one is dropped
 * before validation (its default, if any, then applies); a required one stays and is judged as sent.
 */
function dropEmptyOptionalParameters(schema: Json, query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const params = query as Record<string, unknown>;
  for (const key of Object.keys(params)) if (params[key] === '' && !required.has(key)) delete params[key];
}

const nulError = (fields: string[]) =>
  Object.assign(new Error('invalid'), {
    validation: fields.map((field) => ({ keyword: 'nul', instancePath: field ? `/${field.replace(/\./g, '/')}` : '', params: {}, schemaPath: '' })),
  });

export const validatorCompiler: FastifySchemaCompiler<Json> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = ajv.compile(schema);
  return (data: unknown) => {
    const nulFields: string[] = [];
    let value: unknown;
    if (httpPart === 'querystring') dropEmptyOptionalParameters(schema, data);
    try {
      value = prepare(schema, data, [], nulFields);
    } catch (err) {
      // Returned, not thrown: Fastify turns a validator's throw into a 500.
      if (err instanceof HttpError) return { error: err };
      throw err;
    }
    if (nulFields.length) return { error: nulError(nulFields) };
    return validate(value) ? { value } : { error: Object.assign(new Error('invalid'), { validation: validate.errors }) };
  };
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
    at = propertiesOf(at)[key] ?? (at.items as Json | undefined);
  }
  return at;
}

/** One readable message per field (the contract's `x-required-message` / `x-error-message` where it names one). */
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
      msg = e.keyword === 'nul' ? `${label} must not contain a NUL character` : (custom ?? describeKeyword(label, e, propSchema));
    }
    if (seen.has(param)) continue;
    seen.add(param);
    items.push(param ? { msg, param } : { msg });
  }
  return items;
}

function describeKeyword(label: string, e: ErrorObject, schema: Json | undefined): string {
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
    case 'multipleOf': {
      const places = decimalPlaces(Number(schema?.multipleOf ?? 1));
      return places > 0 ? `${label} can have at most ${places} decimal${places === 1 ? '' : 's'}` : `${label} must be a whole number`;
    }
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
    case 'pattern': {
      // Shared formats (common.yaml: RequiredText, HttpUrl, ImageName) say what they want.
      const wanted = schema?.['x-pattern-message'] as string | undefined;
      return wanted ? `${label} ${wanted}` : `${label} has an invalid format`;
    }
    default:
      return `${label} is invalid`;
  }
}
