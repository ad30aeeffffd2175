import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { HttpError, type ErrorBodyItem } from './errors';
import { bengaliFieldLabel, render, say, type Language, type PlainMessageKey, type Say } from './messages';
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

/** `sale_price` → `Sale price`; in Bengali, the field's Bengali name (`sale_price` → বিক্রয়মূল্য), «এই ঘর» for one without. */
export function humanize(param: string, language: Language = 'en'): string {
  if (language === 'bn') return bengaliFieldLabel(param);
  const words = param.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of the field at a path: its last part (in Bengali, an array item is named by its array). */
function labelOf(pathParts: string[], language: Language): string {
  if (language === 'bn') {
    const named = [...pathParts].reverse().find((part) => !/^\d+$/.test(part));
    return humanize(named ?? 'value', 'bn');
  }
  return humanize(pathParts[pathParts.length - 1] ?? 'value');
}

function schemaAt(root: Json | undefined, instancePath: string): Json | undefined {
  let at: Json | undefined = root;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (!at) return undefined;
    at = propertiesOf(at)[key] ?? (at.items as Json | undefined);
  }
  return at;
}

/** The contract's own message (`x-required-message`, `x-error-message`) in the language: its `-bn` sibling for Bengali. */
function contractMessage(schema: Json | undefined, extension: 'x-required-message' | 'x-error-message', language: Language): string | undefined {
  const text = schema?.[language === 'en' ? extension : `${extension}-${language}`];
  return typeof text === 'string' ? text : undefined;
}

/**
 * One readable message per field, in the language (the contract's `x-required-message` /
 * `x-error-message` where it names one, their `-bn` siblings in Bengali).
 */
export function describeValidation(errors: ErrorObject[], rootSchema?: Json, language: Language = 'en'): ErrorBodyItem[] {
  const items: ErrorBodyItem[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const pathParts = e.instancePath.split('/').filter(Boolean);
    let param = pathParts.join('.');
    let msg: string;
    if (e.keyword === 'required') {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      param = [...pathParts, missing].join('.');
      const propSchema = schemaAt(rootSchema, `${e.instancePath}/${missing}`);
      msg = contractMessage(propSchema, 'x-required-message', language) ?? render(say('fieldRequired', { label: labelOf([...pathParts, missing], language) }), language);
    } else if (e.keyword === 'additionalProperties') {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      param = [...pathParts, extra].join('.');
      msg = render(say('fieldNotAccepted', { field: extra }), language);
    } else {
      const propSchema = schemaAt(rootSchema, e.instancePath);
      const custom = contractMessage(propSchema, 'x-error-message', language);
      const label = labelOf(pathParts, language);
      msg = e.keyword === 'nul' ? render(say('fieldHasNul', { label }), language) : (custom ?? render(describeKeyword(label, e, propSchema, language), language));
    }
    if (seen.has(param)) continue;
    seen.add(param);
    items.push(param ? { msg, param } : { msg });
  }
  return items;
}

/** What the contract's shared formats want (`x-pattern-message`, common.yaml and auth.yaml), as keys. */
const WANTED: Record<string, PlainMessageKey> = {
  'is required': 'wantsText',
  'must be an absolute http or https address': 'wantsHttpAddress',
  'must be an image uploaded here': 'wantsUploadedImage',
};

const FORMATS: Record<string, PlainMessageKey> = { email: 'formatEmail', date: 'formatDate', 'date-time': 'formatDateTime', uri: 'formatUri' };

function describeKeyword(label: string, e: ErrorObject, schema: Json | undefined, language: Language): Say {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      return p.type === 'integer'
        ? say('mustBeWholeNumber', { label })
        : p.type === 'number'
          ? say('mustBeNumber', { label })
          : say('mustBeOfType', { label, type: String(p.type) });
    case 'enum':
      return say('mustBeOneOf', { label, values: (p.allowedValues as unknown[]).join(', ') });
    case 'const':
      return say('mustBe', { label, value: String(p.allowedValue) });
    case 'minimum':
    case 'exclusiveMinimum':
      return say(e.keyword === 'minimum' ? 'mustBeAtLeast' : 'mustBeGreaterThan', { label, limit: String(p.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return say(e.keyword === 'maximum' ? 'mustBeAtMost' : 'mustBeLessThan', { label, limit: String(p.limit) });
    case 'multipleOf': {
      const places = decimalPlaces(Number(schema?.multipleOf ?? 1));
      return places > 0 ? say(places === 1 ? 'atMostOneDecimal' : 'atMostDecimals', { label, places }) : say('mustBeWholeNumber', { label });
    }
    case 'minLength':
      return p.limit === 1 ? say('fieldRequired', { label }) : say('minCharacters', { label, limit: String(p.limit) });
    case 'maxLength':
      return say('maxCharacters', { label, limit: String(p.limit) });
    case 'minItems':
      return say('minItems', { label, limit: String(p.limit) });
    case 'maxItems':
      return say('maxItems', { label, limit: String(p.limit) });
    case 'uniqueItems':
      return say('uniqueItems', { label });
    case 'format': {
      const format = String(p.format);
      return say('mustBeValidFormat', { label, format: Object.prototype.hasOwnProperty.call(FORMATS, format) ? say(FORMATS[format]) : format });
    }
    case 'pattern': {
      // Shared formats (common.yaml: RequiredText, HttpUrl, ImageName) say what they want.
      const wanted = schema?.['x-pattern-message'] as string | undefined;
      if (!wanted) return say('invalidFormat', { label });
      if (Object.prototype.hasOwnProperty.call(WANTED, wanted)) return say('fieldWants', { label, wanted: say(WANTED[wanted]) });
      // A phrase the catalogue does not know is English: said as written in English, the plain refusal in Bengali.
      return language === 'en' ? say('fieldWants', { label, wanted }) : say('invalidFormat', { label });
    }
    default:
      return say('fieldInvalid', { label });
  }
}
