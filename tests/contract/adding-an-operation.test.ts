import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A contract change is forced through the stack before anything runs. In a copy of the repository,
 * docs/adding-an-operation.md's example operation (GET /admin/transaction/pending-summary) is added
 * the way a developer would: codegen refuses it while the root does not reach it, and typecheck
 * refuses it until the server has its handler, src/store/api.ts its cache tags and the screen its
 * name from the contract. tsc runs on a narrowed project (the server's app, the client's api and
 * the screen), twice, the second incrementally: 38–45 s on the 2-core machine under load.
 */
const repo = path.resolve(__dirname, '..', '..');
const OPERATION = 'getPendingTransactionSummary';
/** The screen's first draft named the operation otherwise: a rename the screen was not told about. */
const DRAFT_NAME = 'getPendingSummary';
const SCREEN = 'src/features/transactions/pending-summary-card.tsx';

const DOMAIN_PATH = `  /admin/transaction/pending-summary:
    get:
      operationId: ${OPERATION}
      tags:
        - transactions
      summary: Count and sum of the pending wallet-adds
      responses:
        "200":
          description: The pending wallet-adds in sum
          content:
            application/json:
              schema:
                allOf:
                  - $ref: ./common.yaml#/components/schemas/SuccessEnvelope
                  - type: object
                    required: [data]
                    properties:
                      data:
                        type: object
                        required: [count, amount]
                        properties:
                          count:
                            type: integer
                          amount:
                            $ref: ./common.yaml#/components/schemas/MoneyValue
        "401":
          $ref: ./common.yaml#/components/responses/Unauthorized
`;
/** What a sub-admin can be granted says its screen and what it allows there (x-screen, x-grant). */
const SCREEN_AND_GRANT = `      x-screen: Add wallet
      x-grant: see
`;
/** An operation with a screen is listed to admins on the permission screen: its summary in Bengali too. */
const SUMMARY = '      summary: Count and sum of the pending wallet-adds\n';
const SUMMARY_BN = `      x-summary-bn: অপেক্ষমাণ ওয়ালেট অ্যাডের সংখ্যা ও মোট টাকা
`;
const ROOT_PATH = `  /admin/transaction/pending-summary:
    $ref: ./domains/transactions.yaml#/paths/~1admin~1transaction~1pending-summary
`;
const HANDLER = `  ${OPERATION}: async () => ok({ count: 0, amount: '0.00' }),\n`;
const TAGS = `  ${OPERATION}: { providesTags: listTag('Transaction') },\n`;
const SCREEN_TEXT = `import type { FeatureRoute } from '../../components/feature-route';
import { useCan } from '../../components/use-permissions';
import { useGetPendingTransactionSummaryQuery } from '../../store/api';

export const pendingSummaryRoute: Pick<FeatureRoute, 'path' | 'operationId'> = { path: '/pending-summary', operationId: '${DRAFT_NAME}' };

export function PendingSummaryCard() {
  const allowed = useCan('${DRAFT_NAME}');
  const { data } = useGetPendingTransactionSummaryQuery(undefined, { skip: !allowed });
  return allowed ? <p>{data?.data.count}</p> : null;
}
`;

interface Outcome {
  code: number;
  output: string;
}

let copy: string;
const at = (file: string) => path.join(copy, file);
const read = (file: string) => fs.readFileSync(at(file), 'utf8');
/** Inserts `text` after the first `marker` of a file of the copy. */
const insertAfter = (file: string, marker: string, text: string) => {
  const content = read(file);
  const index = content.indexOf(marker);
  if (index < 0) throw new Error(`${marker.trim()} not found in ${file}`);
  fs.writeFileSync(at(file), content.slice(0, index + marker.length) + text + content.slice(index + marker.length));
};

function run(command: string, args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: copy, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** tsc's errors on the narrowed project, by file. */
async function typecheck(): Promise<Map<string, string[]>> {
  const { output } = await run(process.execPath, [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.contract-test.json']);
  const errors = new Map<string, string[]>();
  let last: string[] | undefined;
  for (const line of output.split('\n')) {
    const match = /^(.+?)\(\d+,\d+\): error (.*)$/.exec(line);
    if (match) {
      last = errors.get(match[1]) ?? [];
      errors.set(match[1], last);
      last.push(match[2]);
    } else if (line.startsWith(' ') && last) {
      last[last.length - 1] += `\n${line}`;
    }
  }
  return errors;
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-contract-'));
  for (const part of ['openapi', 'server', 'src', 'scripts', 'package.json', 'tsconfig.json', 'openapi-config.ts', 'redocly.yaml']) {
    fs.cpSync(path.join(repo, part), at(part), { recursive: true });
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), at('node_modules'), 'dir');
  fs.writeFileSync(
    at('tsconfig.contract-test.json'),
    // Incremental: the second run checks again only what the handler, the tags and the screen's fix touch.
    JSON.stringify({ extends: './tsconfig.json', compilerOptions: { incremental: true, tsBuildInfoFile: 'contract-test.tsbuildinfo' }, include: [], files: ['server/app.ts', 'src/store/api.ts', SCREEN] }),
  );
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('adding an operation (docs/adding-an-operation.md), in a copy of the repository', () => {
  it('refuses a path written only in its domain file: codegen and lint fail and say what to add to the root', async () => {
    insertAfter('openapi/domains/transactions.yaml', 'paths:\n', DOMAIN_PATH);
    const codegen = await run('npm', ['run', '-s', 'codegen']);
    expect(codegen.code).not.toBe(0);
    expect(codegen.output).toContain('/admin/transaction/pending-summary (openapi/domains/transactions.yaml) is not reached from openapi/shop-admin.yaml');
    expect(codegen.output).toContain('$ref: ./domains/transactions.yaml#/paths/~1admin~1transaction~1pending-summary');
    expect(read('openapi/generated/shop-admin.json')).not.toContain('pending-summary');
    const lint = await run('npm', ['run', '-s', 'lint:contract']);
    expect(lint.code).not.toBe(0);
    expect(lint.output).toContain('is not reached from openapi/shop-admin.yaml');
  });

  it('refuses an operation a sub-admin can be granted until it names its screen and grant and its summary in Bengali, then generates a typed hook with no cache tag of the codegen\'s own', async () => {
    insertAfter('openapi/shop-admin.yaml', '\npaths:\n', ROOT_PATH);
    const refused = await run('npm', ['run', '-s', 'codegen']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`${OPERATION} (GET /admin/transaction/pending-summary) can be granted to a sub-admin: give it x-screen`);
    insertAfter('openapi/domains/transactions.yaml', `operationId: ${OPERATION}\n`, SCREEN_AND_GRANT);
    const untranslated = await run('npm', ['run', '-s', 'codegen']);
    expect(untranslated.code).not.toBe(0);
    expect(untranslated.output).toContain(`${OPERATION} (GET /admin/transaction/pending-summary) has x-screen but no x-summary-bn`);
    insertAfter('openapi/domains/transactions.yaml', SUMMARY, SUMMARY_BN);
    const codegen = await run('npm', ['run', '-s', 'codegen']);
    expect(codegen).toMatchObject({ code: 0 });
    // Permission sync and the grant screen read it from there: "Add wallet: see".
    expect(read('openapi/generated/screens.ts')).toContain(`${OPERATION}: { screen: 'Add wallet', grant: 'see',`);
    const generated = read('src/store/generated-api.ts');
    expect(generated).toContain(`${OPERATION}: build.query<`);
    expect(generated).not.toMatch(/providesTags|invalidatesTags|addTagTypes/);
    expect(read('openapi/generated/contract.ts')).toMatch(/export type OperationId = keyof operations;/);
  });

  it('fails typecheck until the handler, the cache tags and the screen\'s operation name exist', async () => {
    fs.writeFileSync(at(SCREEN), SCREEN_TEXT);
    const refused = await typecheck();
    expect([...refused.keys()].sort()).toEqual(['server/domains/index.ts', SCREEN, 'src/store/api.ts']);
    expect(refused.get('server/domains/index.ts')!.join('\n')).toContain(`Property '${OPERATION}' is missing`);
    expect(refused.get('src/store/api.ts')!.join('\n')).toContain(`Property '${OPERATION}' is missing`);
    const screen = refused.get(SCREEN)!;
    expect(screen).toHaveLength(2);
    for (const error of screen) expect(error).toContain(`'"${DRAFT_NAME}"' is not assignable to`);

    insertAfter('server/domains/transactions/handlers.ts', 'export const transactionHandlers = handlers({\n', HANDLER);
    insertAfter('src/store/api.ts', 'const endpointTags: EndpointTags = {\n', TAGS);
    fs.writeFileSync(at(SCREEN), SCREEN_TEXT.replaceAll(`'${DRAFT_NAME}'`, `'${OPERATION}'`));
    expect(await typecheck()).toEqual(new Map());
  }, 240_000);
});
