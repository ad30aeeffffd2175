import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { script } from '../../server/db/migrations/script';
import { describeOnEachDatabase } from '../support/test-server';

/** The tables and columns `server/db/schema.ts` declares, read with the TypeScript compiler. */
function declaredSchema(): Map<string, Map<string, { nullable: boolean }>> {
  const file = path.resolve(__dirname, '../../server/db/schema.ts');
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database')!;
  const tables = new Map<string, Map<string, { nullable: boolean }>>();
  for (const member of database.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const tableType = checker.getTypeFromTypeNode(member.type);
    const columns = new Map<string, { nullable: boolean }>();
    for (const column of tableType.getProperties()) {
      const declared = checker.getTypeOfSymbolAtLocation(column, member);
      // ColumnType<Select, Insert, Update>: Kysely marks it with __select__; otherwise the type itself.
      const selectSymbol = declared.getProperty('__select__');
      const selectType = selectSymbol ? checker.getTypeOfSymbolAtLocation(selectSymbol, member) : declared;
      const parts = selectType.isUnion() ? selectType.types : [selectType];
      columns.set(column.name, { nullable: parts.some((t) => (t.flags & ts.TypeFlags.Null) !== 0) });
    }
    tables.set((member.name as ts.Identifier).text, columns);
  }
  return tables;
}

describeOnEachDatabase('the database schema', (server) => {
  it('server/db/schema.ts declares exactly the migrated tables and columns, with the same nullability', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(server().db);
    const migrated = new Map<string, Map<string, { nullable: boolean }>>();
    for (const row of rows) {
      if (!migrated.has(row.table_name)) migrated.set(row.table_name, new Map());
      migrated.get(row.table_name)!.set(row.column_name, { nullable: row.is_nullable === 'YES' });
    }
    const asObject = (m: Map<string, Map<string, { nullable: boolean }>>) =>
      Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)).map(([t, cols]) => [t, Object.fromEntries([...cols].sort(([a], [b]) => a.localeCompare(b)))]));
    expect(asObject(declaredSchema())).toEqual(asObject(migrated));
  });

  it('runs a migration script whole: a PL/pgSQL function with inner semicolons survives and works', async () => {
    await script(`
      create function schema_test_double(n integer) returns integer language plpgsql as $$
      declare result integer;
      begin
        result := n * 2;
        return result;
      end $$;
      create table schema_test_t (id integer);
      insert into schema_test_t values (schema_test_double(21));
    `).up(server().db);
    const { rows } = await sql<{ id: number }>`select id from schema_test_t`.execute(server().db);
    expect(rows).toEqual([{ id: 42 }]);
    await sql`drop table schema_test_t; drop function schema_test_double(integer)`.execute(server().db);
  });
});
