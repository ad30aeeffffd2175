import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the rule is CommonJS, as ESLint loads it
const i18n = require('../../eslint-rules/no-literal-text.cjs');

// RuleTester runs its cases as tests of this file.
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

describe('i18n/no-literal-text: components take every word from a catalogue (docs/languages.md)', () => {
  tester.run('no-literal-text', i18n.rules['no-literal-text'], {
    valid: [
      'const a = <Button>{m.save}</Button>;',
      'const a = <TextField label={m.phone} placeholder={m.phoneHint} />;',
      // Not words: punctuation, symbols, numbers, and props nobody reads.
      'const a = <span>{name} · {count} — #</span>;',
      'const a = <Button variant="contained" color="primary" data-testid="save-button">{m.save}</Button>;',
      'const a = <Box component="img" alt="" />;',
      'const a = <Typography>{`${m.total}: ${formatCount(n)}`}</Typography>;',
    ],
    invalid: [
      { code: 'const a = <Button>Save</Button>;', errors: [{ messageId: 'text' }] },
      { code: "const a = <Button>{'Save'}</Button>;", errors: [{ messageId: 'text' }] },
      { code: 'const a = <Typography>{ok ? `Saved ${n}` : m.failed}</Typography>;', errors: [{ messageId: 'text' }] },
      { code: 'const a = <TextField label="Phone" />;', errors: [{ messageId: 'prop' }] },
      { code: "const a = <IconButton aria-label={'Close'} />;", errors: [{ messageId: 'prop' }] },
      { code: 'const a = <TextField placeholder={`Search ${what}`} helperText="Required" />;', errors: [{ messageId: 'prop' }, { messageId: 'prop' }] },
      { code: 'const a = <Tooltip title="অর্ডার" />;', errors: [{ messageId: 'prop' }] },
    ],
  });
});

describe('the dashboard holds no literal text (npm test checks it too, not only npm run lint)', () => {
  it('every component of src passes i18n/no-literal-text', async () => {
    const eslint = new ESLint({ cwd: path.resolve(__dirname, '..', '..') });
    const results = await eslint.lintFiles(['src/**/*.tsx']);
    const findings = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'i18n/no-literal-text').map((message) => `${path.relative(process.cwd(), result.filePath)}:${message.line} ${message.message}`),
    );
    expect(findings).toEqual([]);
  }, 120_000);
});
