import { secretFieldNames } from '../../openapi/generated/secret-fields';
import { REDACTED, sanitizeForDevTools } from './devtools-sanitizer';

describe('what Redux DevTools is sent', () => {
  it('redacts every field the contract marks x-secret, at any depth', () => {
    expect(secretFieldNames).toEqual(expect.arrayContaining(['password', 'token', 'ingamepassword', 'securitycode', 'recovery_codes', 'otpauth_url']));
    for (const name of secretFieldNames) {
      const action = { type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { input: [{ [name]: 'hunter2-secret', note: 'kept' }] } } } };
      expect(sanitizeForDevTools(action).meta.arg.originalArgs.input[0]).toEqual({ [name]: REDACTED, note: 'kept' });
    }
  });

  it('redacts a list of secrets whole, and leaves an absent one as it is', () => {
    expect(sanitizeForDevTools({ data: { recovery_codes: ['abcde-fghij', 'klmno-pqrst'] } })).toEqual({ data: { recovery_codes: REDACTED } });
    expect(sanitizeForDevTools({ session: { token: null, user: null }, form: { password: '' } })).toEqual({ session: { token: null, user: null }, form: { password: '' } });
  });

  it('describes a file by name, size and type, and a form by its fields, never their bytes', () => {
    const file = new File(['image bytes'], 'banner.png', { type: 'image/png' });
    const form = new FormData();
    form.append('image', file);
    form.append('password', 'hunter2-secret');
    expect(sanitizeForDevTools({ meta: { arg: { originalArgs: { body: { image: file } } } } })).toEqual({
      meta: { arg: { originalArgs: { body: { image: { name: 'banner.png', size: 11, type: 'image/png' } } } } },
    });
    expect(sanitizeForDevTools({ body: form, blob: new Blob(['abc'], { type: 'text/plain' }) })).toEqual({
      body: { formData: { image: { name: 'banner.png', size: 11, type: 'image/png' }, password: REDACTED } },
      blob: { size: 3, type: 'text/plain' },
    });
  });

  it('copies nothing without a secret, and walks a frozen branch once (the state shares unchanged branches)', () => {
    const rows = Object.freeze([Object.freeze({ id: 1, name: 'Free Fire' })]);
    expect(sanitizeForDevTools(rows)).toBe(rows);
    const orders = Object.freeze({ orders: Object.freeze([Object.freeze({ id: 1, ingamepassword: 'pass-1' })]) });
    const first = sanitizeForDevTools({ api: { list: orders } });
    const second = sanitizeForDevTools({ api: { list: orders, other: rows } });
    expect(first.api.list).toEqual({ orders: [{ id: 1, ingamepassword: REDACTED }] });
    expect(second.api.list).toBe(first.api.list);
  });

  it('survives a loop in an action', () => {
    const meta: Record<string, unknown> = { token: 'tok-1' };
    meta.self = meta;
    expect(sanitizeForDevTools({ type: 'x', meta })).toEqual({ type: 'x', meta: { token: REDACTED, self: '[circular]' } });
  });
});
