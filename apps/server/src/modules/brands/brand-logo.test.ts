/** Brand logos: PNG, JPEG or WebP up to 1 MB, told by their bytes; served publicly with nosniff. */
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const form = (bytes: Buffer, name: string, type: string, field = 'file') => {
  const data = new FormData();
  data.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
};

describe('brand logos', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.ctx, { roleId: Role.SuperAdmin });
  });
  afterAll(() => t.close());

  const upload = (brandId: string, data: FormData) =>
    t.api.send<{ data: { logoUrl: string | null }; message: string }>('POST', `/api/v1/brands/${brandId}/logo`, data, {
      token: admin.token,
    });

  it('stores a PNG and serves it to anyone with nosniff, by the URL in the brand', async () => {
    const brand = await buildBrand(t.ctx, { slug: 'with-logo' });
    const res = await upload(brand.id, form(PNG, 'logo.png', 'image/png'));
    expect(res.status).toBe(200);
    const url = res.body.data.logoUrl ?? '';
    expect(url).toMatch(new RegExp(`^/api/v1/brands/${brand.id}/logo\\?v=`));

    const served = await fetch(t.baseUrl + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await t.api.get('/api/v1/public/brands/with-logo')).body).toMatchObject({ data: { logoUrl: url } });
  });

  it('refuses SVG and anything that is not PNG, JPEG or WebP, whatever it is called (415)', async () => {
    const brand = await buildBrand(t.ctx);
    const svg = await upload(brand.id, form(SVG, 'logo.svg', 'image/svg+xml'));
    expect(svg.status).toBe(415);
    expect(svg.body.message).toMatch(/PNG, JPEG or WebP/);
    expect((await upload(brand.id, form(SVG, 'logo.png', 'image/png'))).status).toBe(415);
    expect((await t.api.get(`/api/v1/brands/${brand.id}/logo`)).status).toBe(404);
  });

  it('refuses an image over 1 MB with a clear message (413), and a missing file field (400)', async () => {
    const brand = await buildBrand(t.ctx);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const res = await upload(brand.id, form(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/1 MB/);
    expect((await upload(brand.id, form(PNG, 'logo.png', 'image/png', 'image'))).status).toBe(400);
    expect((await upload('00000000-0000-4000-8000-000000000000', form(PNG, 'logo.png', 'image/png'))).status).toBe(404);
  });
});
