import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { apiClient, describeOnEachDatabase } from '../support/test-server';
import { createCustomer, createTransaction, multipartBody, TINY_PNG } from '../support/fixtures';

/** TINY_PNG with its header (IHDR) claiming other dimensions, CRC fixed so only a decoder notices. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** Issue 7, point 2: inputs that mean what they say. */
describeOnEachDatabase('inputs that mean what they say', (server) => {
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let image: string;
  const upload = async (content: Buffer) => {
    const { body, headers } = multipartBody('image', 'upload.png', content, 'image/png');
    const res = await server().app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: { ...headers, authorization: `Bearer ${token}` }, payload: body });
    return { status: res.statusCode, json: res.json() };
  };
  beforeAll(async () => {
    token = await server().login();
    api = apiClient(server().app, token);
    image = (await upload(TINY_PNG)).json.data.image;
  });

  const BAD_LINKS = ['javascript:alert(1)', 'not a url', 'shop.example.com/offer', '//shop.example.com', 'ftp://shop.example.com', 'https://'];

  it('link fields (banner, notice, auto server) accept absolute http(s) URLs only', async () => {
    for (const link of BAD_LINKS) {
      const banner = await api.post('/admin/banner/create', { note: 'Offer', banner: image, link, isactive: 1 });
      expect(banner.status).toBe(400);
      expect(banner.body.errors).toEqual([{ msg: 'Link must be an absolute http or https address', param: 'link' }]);
      expect((await api.post('/admin/notice/create', { notice: 'Offer', link, type: 'popup', is_active: 1, for_home_modal: 0 })).status).toBe(400);
      expect((await api.post('/admin/auto-server/create', { name: 'Server', link })).status).toBe(400);
    }
    expect(await server().db.selectFrom('banners').select('id').execute()).toEqual([]);
    expect((await api.post('/admin/banner/create', { note: 'Offer', banner: image, link: 'https://shop.example.com/offer?x=1', isactive: 1 })).status).toBe(200);
    expect((await api.post('/admin/auto-server/create', { name: 'Server', link: 'http://10.0.0.5:8080/topup' })).status).toBe(200);
  });

  it('image fields accept only names the upload operation produced', async () => {
    for (const banner of ['https://tracker.example/pixel.gif', '../../etc/passwd', 'demo-banner.png', `${image}?x`, ' ']) {
      const res = await api.post('/admin/banner/create', { note: 'Offer', banner, isactive: 1 });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ msg: 'Banner must be an image uploaded here', param: 'banner' }]);
    }
    const logo = await api.post('/admin/payment-method/create', { name: 'bKash', logo: 'https://tracker.example/p.png', info: '01700000000', status: '1', is_automated: 0 });
    expect(logo.status).toBe(400);
  });

  it('required text is refused when blank after trimming, everywhere', async () => {
    const note = await api.post('/admin/banner/create', { note: '   ', banner: image, isactive: 1 });
    expect(note.status).toBe(400);
    expect(note.body.errors).toEqual([{ msg: 'Note is required', param: 'note' }]);
    expect((await api.post('/admin/notice/create', { notice: ' \n\t ', type: 'popup', is_active: 1, for_home_modal: 0 })).status).toBe(400);
    expect((await api.post('/admin/auto-server/create', { name: '   ', link: 'https://a.example' })).status).toBe(400);
    expect((await api.post('/admin/payment-method/create', { name: '  ', logo: image, info: '01700000000', status: '1', is_automated: 0 })).status).toBe(400);
    const wallet = await createTransaction(server().db, (await createCustomer(server().db)).id, { number: '01700000009' });
    const number = await api.post(`/admin/transaction/update-full-row/${wallet.id}`, { amount: 100, number: '   ' });
    expect(number.status).toBe(400);
    expect(number.body.errors).toEqual([{ msg: expect.stringContaining('required'), param: 'number' }]);
    const stored = await server().db.selectFrom('transactions').select('number').where('id', '=', wallet.id).executeTakeFirstOrThrow();
    expect(stored.number).toBe('01700000009');
  });

  it('every required text field of the contract carries the non-blank rule (passwords and addresses excepted)', () => {
    type Schema = { type?: string; enum?: unknown[]; pattern?: string; required?: string[]; properties?: Record<string, Schema> };
    // The app's contract is dereferenced: every schema is inline.
    const { paths } = server().app.contract.document as { paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>> };
    // A password is taken as typed (spaces are characters); an email has its format, a sign-in identity is looked up.
    const exempt = /password$|^email$|^identity$/;
    const blankable = Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((op) => {
        const body = op.requestBody?.content['application/json']?.schema;
        if (!body) return [];
        const { required = [], properties = {} } = body;
        return required
          .filter((name) => !exempt.test(name) && properties[name].type === 'string' && !properties[name].enum && !properties[name].pattern)
          .map((name) => `${op.operationId}.${name}`);
      }),
    );
    expect(blankable).toEqual([]);
  });

  it('uploads are decoded: a PNG header followed by HTML is refused', async () => {
    const fake = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload(fake);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].param).toBe('image');
  });

  it('uploads are capped in size: a PNG claiming 100000×100000 pixels is refused', async () => {
    const res = await upload(pngClaiming(100_000, 100_000));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ msg: 'The image must be at most 4096×4096 pixels.', param: 'image' }]);
  });

  it('uploads are re-encoded: bytes hidden after the image are not stored or served', async () => {
    const smuggled = Buffer.concat([TINY_PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload(smuggled);
    expect(res.status).toBe(200);
    const served = await server().app.inject({ method: 'GET', url: `/images/${res.json.data.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });
});
