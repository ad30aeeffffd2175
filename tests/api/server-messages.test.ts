import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ErrorObject } from 'ajv';
import { describeValidation } from '../../server/http/validation';
import { languageOf, render, say, serverMessages, type MessageKey } from '../../server/http/messages';
import { PROJECT_ROOT } from '../../server/project-root';
import { describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/** Server messages shown to admins (validation, 409s, 429) follow the request's Accept-Language (en, bn). */

describe('the server catalogue', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('has every English key in Bengali, and nothing more', () => {
    expect(Object.keys(serverMessages.bn).sort()).toEqual(Object.keys(serverMessages.en).sort());
  });

  it('keeps every {placeholder} of each English template in its Bengali one, and adds none', () => {
    const differing = (Object.keys(serverMessages.en) as MessageKey[]).filter(
      (key) => placeholders(serverMessages.en[key]).join() !== placeholders(serverMessages.bn[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('has a Bengali text for every key that is not the English one (statuses and labels included)', () => {
    const untranslated = (Object.keys(serverMessages.en) as MessageKey[]).filter((key) => serverMessages.bn[key] === serverMessages.en[key]);
    // The two-sentence join and the field-wants join are pure placeholders.
    expect(untranslated.sort()).toEqual(['fieldWants']);
  });

  it('renders keyed values in the same language, text and numbers as they are', () => {
    const notFound = say('notFound', { what: say('voucher') });
    expect(render(notFound, 'en')).toBe('Voucher not found');
    expect(render(notFound, 'bn')).toBe('ভাউচার পাওয়া যায়নি');
    expect(render(say('unknownPackages', { ids: '7, 9' }), 'bn')).toBe('এই প্যাকেজগুলো নেই: 7, 9');
    expect(render(say('tooManyCodes', { minutes: 3 }), 'en')).toBe('Too many wrong codes. Try again in 3 minute(s).');
  });
});

describe('languageOf (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['bn', 'bn'],
    ['bn, en;q=0.5', 'bn'],
    ['bn-BD', 'bn'],
    ['BN-bd,en;q=0.8', 'bn'],
    ['en-US,en;q=0.9', 'en'],
    ['en;q=0.4, bn;q=0.8', 'bn'],
    ['en;q=0.9, bn;q=0.8', 'en'],
    ['bn;q=0, en', 'en'],
    ['fr, de;q=0.9', 'en'],
    ['fr, bn;q=0.3', 'bn'],
    ['*', 'en'],
    ['bn;q=abc', 'en'],
  ])('%j → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe('validation messages in Bengali', () => {
  const schema = {
    type: 'object',
    required: ['name', 'sale_price', 'mystery_field'],
    properties: {
      name: { type: 'string', 'x-required-message': 'Name is required', 'x-required-message-bn': 'নাম দিন' },
      sale_price: { type: 'number', minimum: 0 },
      mystery_field: { type: 'string' },
      slug: { type: 'string', pattern: '^[a-z]+$', 'x-error-message': 'Invalid slug', 'x-error-message-bn': 'স্লাগ সঠিক নয়' },
      link: { type: 'string', pattern: '^https?://', 'x-pattern-message': 'must be an absolute http or https address' },
      auth_ids: { type: 'array', items: { type: 'integer' } },
    },
  };
  const missing = (name: string): ErrorObject => ({ keyword: 'required', instancePath: '', schemaPath: '', params: { missingProperty: name } });
  const wrong = (instancePath: string, keyword: string, params: Record<string, unknown>): ErrorObject => ({ keyword, instancePath, schemaPath: '', params });
  const errors = [
    missing('name'),
    missing('sale_price'),
    missing('mystery_field'),
    wrong('/slug', 'pattern', { pattern: '^[a-z]+$' }),
    wrong('/link', 'pattern', { pattern: '^https?://' }),
    wrong('/auth_ids/0', 'type', { type: 'integer' }),
    { keyword: 'additionalProperties', instancePath: '', schemaPath: '', params: { additionalProperty: 'extra' } },
  ];

  it('keeps the English as it was', () => {
    expect(describeValidation(errors, schema)).toEqual([
      { msg: 'Name is required', param: 'name' },
      { msg: 'Sale price is required', param: 'sale_price' },
      { msg: 'Mystery field is required', param: 'mystery_field' },
      { msg: 'Invalid slug', param: 'slug' },
      { msg: 'Link must be an absolute http or https address', param: 'link' },
      { msg: '0 must be a whole number', param: 'auth_ids.0' },
      { msg: 'extra is not an accepted field', param: 'extra' },
    ]);
  });

  it('says the contract\'s -bn message, a field by its Bengali name, «এই ঘর» for one without, in the same shape', () => {
    expect(describeValidation(errors, schema, 'bn')).toEqual([
      { msg: 'নাম দিন', param: 'name' },
      { msg: 'বিক্রয়মূল্য দিতে হবে', param: 'sale_price' },
      { msg: 'এই ঘর দিতে হবে', param: 'mystery_field' },
      { msg: 'স্লাগ সঠিক নয়', param: 'slug' },
      { msg: 'লিংক http বা https দিয়ে শুরু একটি পূর্ণ ঠিকানা হতে হবে', param: 'link' },
      { msg: 'অথ মডিউল একটি পূর্ণসংখ্যা হতে হবে', param: 'auth_ids.0' },
      { msg: '«extra» নামে কোনো ঘর নেওয়া হয় না', param: 'extra' },
    ]);
  });

  it('a contract message without its Bengali sibling falls back to the plain Bengali refusal, never the English', () => {
    const only = { type: 'object', properties: { status: { type: 'string', enum: ['a'], 'x-error-message': 'Select a status' } } };
    expect(describeValidation([wrong('/status', 'enum', { allowedValues: ['a', 'b'] })], only, 'bn')).toEqual([{ msg: 'অবস্থা এগুলোর একটি হতে হবে: a, b', param: 'status' }]);
  });

  it('every x-required-message / x-error-message of the contract has its -bn sibling', () => {
    const dir = path.join(PROJECT_ROOT, 'openapi', 'domains');
    const lacking: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const obj = node as Record<string, unknown>;
      for (const key of ['x-required-message', 'x-error-message']) {
        if (typeof obj[key] === 'string' && typeof obj[`${key}-bn`] !== 'string') lacking.push(`${at}: ${key}`);
      }
      for (const [key, value] of Object.entries(obj)) walk(value, `${at}/${key}`);
    };
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.yaml'))) walk(parse(fs.readFileSync(path.join(dir, file), 'utf8')), file);
    expect(lacking).toEqual([]);
  });
});

describeOnEachDatabase('server messages in the request\'s language', (server) => {
  let token: string;
  let ownId: number;
  beforeAll(async () => {
    token = await server().login();
    ownId = (await server().db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow()).id;
  });

  const call = async (method: 'GET' | 'POST', url: string, options: { language?: string; body?: unknown; signedIn?: boolean; remoteAddress?: string } = {}) => {
    const res = await server().app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(options.signedIn === false ? {} : { authorization: `Bearer ${token}` }),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('a 409 in Bengali for `bn, en;q=0.5`, in English without the header', async () => {
    const bn = await call('POST', `/admin/admin/delete/${ownId}`, { language: 'bn, en;q=0.5' });
    expect(bn).toEqual({ status: 409, body: { success: false, message: 'আপনি নিজেকে মুছতে পারবেন না' } });
    const en = await call('POST', `/admin/admin/delete/${ownId}`);
    expect(en).toEqual({ status: 409, body: { success: false, message: 'You cannot delete yourself' } });
    expect((await call('POST', `/admin/admin/delete/${ownId}`, { language: 'en' })).body.message).toBe('You cannot delete yourself');
  });

  it('a 404 names the thing in the language', async () => {
    expect(await call('GET', '/admin/banner/999999', { language: 'bn' })).toEqual({ status: 404, body: { success: false, message: 'ব্যানার পাওয়া যায়নি' } });
    expect(await call('GET', '/admin/banner/999999')).toEqual({ status: 404, body: { success: false, message: 'Banner not found' } });
    expect((await call('GET', '/nothing-here', { language: 'bn-BD' })).body.message).toBe('পাওয়া যায়নি: GET /api/nothing-here');
    expect((await call('GET', '/nothing-here', { language: 'fr' })).body.message).toBe('Not found: GET /api/nothing-here');
  });

  it('a validation 400: every field said in the language, the same params', async () => {
    const bn = await call('POST', '/admin/create-admin', { language: 'bn', body: { email: 'x@shop.test' } });
    const en = await call('POST', '/admin/create-admin', { body: { email: 'x@shop.test' } });
    expect(bn.status).toBe(400);
    expect(en.status).toBe(400);
    const byParam = (errors: { msg: string; param: string }[]) => Object.fromEntries(errors.map((e) => [e.param, e.msg]));
    expect(byParam(en.body.errors)).toMatchObject({ first_name: 'First name is required', password: 'Password is required' });
    expect(byParam(bn.body.errors)).toMatchObject({ first_name: 'নামের প্রথম অংশ দিতে হবে', password: 'পাসওয়ার্ড দিতে হবে' });
    expect(bn.body.errors.map((e: { param: string }) => e.param)).toEqual(en.body.errors.map((e: { param: string }) => e.param));
    expect(en.body.message).toBe(en.body.errors.map((e: { msg: string }) => e.msg).join('. '));
    expect(bn.body.message).toBe(bn.body.errors.map((e: { msg: string }) => e.msg).join('। '));
  });

  it('a field error of a handler (errors[].msg too) in the language', async () => {
    const body = { first_name: 'Test', last_name: 'Mismatch', username: 'mismatch', email: 'mismatch@shop.test', password: 'a-good-password', confirm_password: 'another-password' };
    const bn = await call('POST', '/admin/create-admin', { language: 'bn', body });
    expect(bn).toEqual({
      status: 400,
      body: { success: false, message: 'পাসওয়ার্ড আর নিশ্চিত পাসওয়ার্ড মেলেনি', errors: [{ msg: 'পাসওয়ার্ড আর নিশ্চিত পাসওয়ার্ড মেলেনি', param: 'confirm_password' }] },
    });
    const en = await call('POST', '/admin/create-admin', { body });
    expect(en.body.errors).toEqual([{ msg: 'Password and confirm password do not match', param: 'confirm_password' }]);
  });

  it('a 401 before sign-in and the sign-in throttle\'s 429 in the language', async () => {
    await server().db.deleteFrom('auth_throttle').execute();
    expect((await call('GET', '/admin/banners', { signedIn: false, language: 'bn' })).body.message).toBe('সাইন ইন করুন।');
    const attempt = (language?: string) =>
      call('POST', '/admin/login', { signedIn: false, language, remoteAddress: '203.0.113.77', body: { identity: 'nobody-here@shop.test', password: 'guess', remember: 0 } });
    const first = await attempt('bn');
    expect(first).toEqual({ status: 401, body: { success: false, message: 'ইমেইল বা পাসওয়ার্ড ভুল' } });
    for (let i = 1; i < server().config.loginMaxFailures; i++) expect((await attempt()).status).toBe(401);
    const bn = await attempt('bn');
    expect(bn.status).toBe(429);
    expect(bn.body.message).toMatch(/^অনেকবার সাইন ইন ব্যর্থ হয়েছে। \d+ মিনিট পরে আবার চেষ্টা করুন।$/);
    const en = await attempt();
    expect(en.status).toBe(429);
    expect(en.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/);
    await server().db.deleteFrom('auth_throttle').execute();
  });
});
