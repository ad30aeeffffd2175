import { describeOnEachDatabase, startTestServer, type TestServer } from '../support/test-server';
import { multipartBody, TINY_PNG } from '../support/fixtures';

describeOnEachDatabase('image upload', (server) => {
  const upload = async (content: Buffer, filename: string, contentType?: string) => {
    const token = await server().login();
    const { body, headers } = multipartBody('image', filename, content, contentType);
    const res = await server().app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: { ...headers, authorization: `Bearer ${token}` }, payload: body });
    return { status: res.statusCode, json: res.json() };
  };

  it('stores a PNG under a random name and serves it from /images/', async () => {
    const res = await upload(TINY_PNG, 'my banner.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.json.data.image).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(res.json.data.image_url).toMatch(new RegExp(`/images/${res.json.data.image}$`));
    const served = await server().app.inject({ method: 'GET', url: `/images/${res.json.data.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(0, 8).equals(TINY_PNG.subarray(0, 8))).toBe(true);
    // Its audit record names the image it stored.
    const audit = await server().db.selectFrom('audit_log').select(['target', 'status_code']).where('operation_id', '=', 'uploadImage').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ target: `image=${res.json.data.image}`, status_code: 200 });
  });

  it('recognises the type by content, not by name: an SVG or text named .png is refused', async () => {
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.png', 'image/png');
    expect(svg.status).toBe(400);
    expect(svg.json).toMatchObject({ success: false, errors: [{ param: 'image' }] });
  });

  it('refuses an image over UPLOAD_MAX_BYTES with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(server().config.uploadMaxBytes + 10)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.json.success).toBe(false);
  });

  it('takes one image only: a second image part, or any other part, is a 400 and stores nothing', async () => {
    const token = await server().login();
    const boundary = 'two-parts';
    const part = (name: string, filename?: string, content: Buffer = TINY_PNG) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: image/png\r\n' : ''}\r\n`),
        content,
        Buffer.from('\r\n'),
      ]);
    const stored = () => server().db.selectFrom('audit_log').select('id').where('operation_id', '=', 'uploadImage').where('status_code', '=', 200).execute();
    const before = (await stored()).length;
    for (const parts of [
      [part('image', 'a.png'), part('image', 'b.png')],
      [part('image', 'a.png'), part('other', 'b.png')],
      [part('image', 'a.png'), part('note', undefined, Buffer.from('hello'))],
      [part('note', undefined, Buffer.from('hello')), part('image', 'a.png')],
    ]) {
      const res = await server().app.inject({
        method: 'POST',
        url: '/api/v1/upload/image',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { success: false, message: 'Send one image only, in the field "image".', errors: [{ param: 'image', msg: 'Send one image only' }] },
      });
    }
    expect((await stored()).length).toBe(before);
  });

  it('needs a signed-in admin', async () => {
    const { body, headers } = multipartBody('image', 'a.png', TINY_PNG);
    const res = await server().app.inject({ method: 'POST', url: '/api/v1/upload/image', headers, payload: body });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * Issue 22 item 8: image links work at whatever address the dashboard was opened (a balancer, 127.0.0.1,
 * a LAN name). Without PUBLIC_ORIGIN they are origin-relative, the same from every server; with it, absolute on it.
 */
describe('image links and PUBLIC_ORIGIN', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  const uploadTo = async (env: Record<string, string>) => {
    const s = await startTestServer('pglite', env);
    servers.push(s);
    const { body, headers } = multipartBody('image', 'a.png', TINY_PNG, 'image/png');
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: { ...headers, authorization: `Bearer ${await s.login()}` }, payload: body });
    expect(res.statusCode).toBe(200);
    return { server: s, image: res.json().data.image as string, url: res.json().data.image_url as string };
  };

  it('without PUBLIC_ORIGIN, every server answers the same origin-relative /images/ path, and it serves the image', async () => {
    const a = await uploadTo({ PORT: '8081', HOST: '0.0.0.0' });
    const b = await uploadTo({ PORT: '9090', HOST: 'shop-2.internal' });
    expect(a.url).toBe(`/images/${a.image}`);
    expect(b.url).toBe(`/images/${b.image}`);
    expect((await a.server.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(200);
  });

  it('with PUBLIC_ORIGIN, the link is absolute on it', async () => {
    const c = await uploadTo({ PUBLIC_ORIGIN: 'https://admin.shop.example' });
    expect(c.url).toBe(`https://admin.shop.example/images/${c.image}`);
  });
});
