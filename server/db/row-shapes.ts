import pg from 'pg';

/**
 * How the rows of a repeated statement are made: one function per statement that builds a row as
 * an object literal of that statement's columns, made when its columns are first described and
 * kept with them.
 *
 * node-pg makes a row by copying a template object and setting each column by name; for every
 * answer it first builds that template anew, through an object without a prototype (a dictionary).
 * Measured on a customers page (17 columns, 20 rows): 12 µs an answer that way, 2 µs with a kept
 * literal (a fixed layout V8 builds in one step, no dictionary, no copy). Rows are what the
 * server's lists spend most of their own time on after the socket (issue 23, item 2).
 *
 * The made row is what node-pg's would be: the same keys in the same order (a repeated name keeps
 * its first place and its last value) and the values through the same type parsers. Columns in the
 * binary format, and a column named `__proto__` (a literal would set the prototype), are left to
 * node-pg.
 */
type Parse = (text: string) => unknown;
type MakeRow = (parsers: readonly Parse[], values: readonly (string | null)[]) => Record<string, unknown>;

interface RowShape {
  readonly names: readonly string[];
  readonly types: readonly number[];
  readonly parsers: readonly Parse[];
  readonly make: MakeRow;
}

/** Statements whose shapes are kept (the pool names at most 200; searches planned per call add theirs). */
const MAX_SHAPES = 1_000;

const describes = (shape: RowShape, fields: readonly pg.FieldDef[]) =>
  shape.names.length === fields.length && fields.every((f, i) => f.name === shape.names[i] && f.dataTypeID === shape.types[i]);

/** A function that makes a row of these columns from their texts: `{"id": v[0] === null ? null : p[0](v[0]), …}`. */
function rowMaker(names: readonly string[]): MakeRow {
  const columns = names.map((name, i) => `${JSON.stringify(name)}: v[${i}] === null ? null : p[${i}](v[${i}])`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from column names written as JSON strings only
  return new Function('p', 'v', `return {\n${columns.join(',\n')}\n};`) as MakeRow;
}

/** The row shapes of one pool's statements, by statement text. */
export class RowShapes {
  readonly #shapes = new Map<string, RowShape>();

  get size(): number {
    return this.#shapes.size;
  }

  /** The shape of `text`'s rows described by `fields`, or null when node-pg must make them. */
  of(text: string, fields: readonly pg.FieldDef[], parserOf: (type: number) => Parse): RowShape | null {
    const kept = this.#shapes.get(text);
    if (kept && describes(kept, fields)) return kept;
    if (fields.some((f) => f.format === 'binary' || f.name === '__proto__')) return null;
    const names = fields.map((f) => f.name);
    const shape: RowShape = { names, types: fields.map((f) => f.dataTypeID), parsers: fields.map((f) => parserOf(f.dataTypeID)), make: rowMaker(names) };
    if (!kept && this.#shapes.size >= MAX_SHAPES) this.#shapes.delete(this.#shapes.keys().next().value as string);
    this.#shapes.set(text, shape);
    return shape;
  }
}

/** node-pg's Result as it is used by its Query (@types/pg leaves these out). */
interface PgResult {
  fields: pg.FieldDef[];
  _types?: { getTypeParser(type: number, format: 'text'): Parse };
  addFields(fields: pg.FieldDef[]): void;
  parseRow(values: (string | null)[]): unknown;
}
const PgResult = pg.Result as unknown as new (rowMode?: string, types?: unknown) => PgResult;

/** A statement's result whose rows are made by its kept shape (node-pg's own way when it has none). */
class ShapedResult extends PgResult {
  #shape: RowShape | null = null;

  constructor(
    private readonly text: string,
    private readonly shapes: RowShapes,
  ) {
    super();
  }

  addFields(fields: pg.FieldDef[]): void {
    const types = this._types ?? pg.types;
    this.#shape = this.shapes.of(this.text, fields, (type) => types.getTypeParser(type, 'text'));
    if (this.#shape) this.fields = fields;
    else super.addFields(fields);
  }

  parseRow(values: (string | null)[]): unknown {
    return this.#shape ? this.#shape.make(this.#shape.parsers, values) : super.parseRow(values);
  }
}

/** Makes a query's rows by the kept shape of its text (set before it is submitted). */
export function shapeRows(query: pg.Query, text: string, shapes: RowShapes): void {
  const result = new ShapedResult(text, shapes);
  Object.assign(query, { _result: result, _results: result });
}
