import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../app/http/client';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { LocationProbe, renderRoutes } from '../../test/render';
import BrandCreatePage from './BrandCreatePage';
import { nodeFile, withNodeMultipart } from './nodeMultipart';
import { BRAND_ID, brandAnswer } from './testBrand';

let server: TestServer;
let refuseLogo = false;

withNodeMultipart();

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'POST' && req.path === '/api/v1/brands') return sendJson(res, 201, brandAnswer(JSON.parse(req.body) as object));
    if (req.method === 'PATCH' && req.path === `/api/v1/brands/${BRAND_ID}`)
      return sendJson(res, 200, brandAnswer(JSON.parse(req.body) as object));
    if (req.method === 'POST' && req.path === `/api/v1/brands/${BRAND_ID}/logo`) {
      if (refuseLogo)
        return sendJson(res, 415, { message: 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted).', statusCode: 415 });
      return sendJson(res, 200, brandAnswer({ logoUrl: `/api/v1/brands/${BRAND_ID}/logo?v=abc` }));
    }
    if (req.method === 'GET' && req.path === `/api/v1/brands/${BRAND_ID}`) return sendJson(res, 200, brandAnswer());
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  configureHttp({ baseUrl: server.url, getToken: () => 'token' });
});

afterAll(() => server.close());
beforeEach(() => {
  refuseLogo = false;
  server.requests.length = 0;
});

const routes = [
  {
    path: '/brands/create',
    element: (
      <>
        <BrandCreatePage />
        <LocationProbe />
      </>
    ),
  },
  { path: '/brands/select-services', element: <LocationProbe /> },
];

const png = () => nodeFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'logo.png', 'image/png');

async function fillStep1() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Brand name' }), 'Smith Bookkeeping & Co');
  expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('smith-bookkeeping-and-co');
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact email' }), 'hello@smith.com.au');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, png());
  expect(await screen.findByRole('img', { name: 'Preview of the chosen logo' })).toBeInTheDocument();
}

describe('create a brand, step 1', { timeout: 30_000 }, () => {
  it('shows both steps, posts the details, uploads the logo and goes to step 2', async () => {
    renderRoutes(routes, '/brands/create');
    expect(screen.getByText('Details and branding')).toBeInTheDocument();
    expect(screen.getByText('Services')).toBeInTheDocument();
    await fillStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/brands/select-services?brandId=${BRAND_ID}`));
    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/api/v1/brands');
    expect(JSON.parse(create?.body ?? '{}')).toEqual({
      name: 'Smith Bookkeeping & Co',
      slug: 'smith-bookkeeping-and-co',
      primaryColor: '#1c7ed6',
      contactEmail: 'hello@smith.com.au',
    });
    const logo = server.requests.find((r) => r.path === `/api/v1/brands/${BRAND_ID}/logo`);
    expect(logo?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(logo?.body).toContain('filename="logo.png"');
  });

  it('keeps a slug the user typed', async () => {
    renderRoutes(routes, '/brands/create');
    await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'smith');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand name' }), 'Smith Bookkeeping');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('smith');
  });

  it("shows the server's refusal of the logo and updates the created brand on the next try", async () => {
    refuseLogo = true;
    renderRoutes(routes, '/brands/create');
    await fillStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image (SVG is not accepted).')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/brands/create?brandId=${BRAND_ID}`));

    refuseLogo = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/brands/select-services'));
    expect(server.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/brands')).toHaveLength(1);
    expect(server.requests.some((r) => r.method === 'PATCH' && r.path === `/api/v1/brands/${BRAND_ID}`)).toBe(true);
  });

  it('refuses an invalid slug before calling the server', async () => {
    renderRoutes(routes, '/brands/create');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand name' }), 'Smith');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Slug' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'smith--co');
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact email' }), 'hello@smith.com.au');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/Use lowercase letters, digits and single hyphens only/)).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
