/**
 * The last step of `npm run codegen`: the RTK Query codegen writes the dashboard's endpoints and
 * hooks together with its own copy of every schema type. The schema types have one home,
 * openapi/generated/contract.ts (made from the same bundle by openapi-typescript, imported by the
 * server too), so their copies are taken out of src/store/generated-api.ts and imported from there.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
const generatedApi = path.join(root, 'src', 'store', 'generated-api.ts');
const contractTypes = path.join(root, 'openapi', 'generated', 'contract.ts');

function exportedTypeNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      names.add(statement.name.text);
    }
  }
  return names;
}

const schemaNames = exportedTypeNames(contractTypes);
const text = fs.readFileSync(generatedApi, 'utf8');
const source = ts.createSourceFile(generatedApi, text, ts.ScriptTarget.Latest, true);
const removed: string[] = [];
let output = '';
let at = 0;
for (const statement of source.statements) {
  if (ts.isTypeAliasDeclaration(statement) && schemaNames.has(statement.name.text) && !/Api(Arg|Response)$/.test(statement.name.text)) {
    // getFullStart includes the declaration's leading comments (its JSDoc).
    output += text.slice(at, statement.getFullStart());
    at = statement.getEnd();
    removed.push(statement.name.text);
  }
}
output += text.slice(at);
const relative = path.relative(path.dirname(generatedApi), contractTypes).replace(/\\/g, '/').replace(/\.ts$/, '');
const importLine = `import type {\n${removed.sort().map((name) => `  ${name},`).join('\n')}\n} from '${relative}';\n`;
// After the generated file's own import of the base api.
output = output.replace(/^(import [^;]+;\n)/m, `$1${importLine}`);
fs.writeFileSync(generatedApi, output.replace(/\n{3,}/g, '\n\n'));
process.stdout.write(`generated-api.ts: ${removed.length} schema types now imported from openapi/generated/contract.ts\n`);
