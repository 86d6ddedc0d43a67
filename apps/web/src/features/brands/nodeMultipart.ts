/**
 * Test helper. Component tests run in jsdom but send requests with Node's fetch, which cannot read
 * jsdom's FormData and File. While active, FormData is Node's own (the one its fetch encodes as
 * multipart), and `nodeFile` makes files Node's fetch can stream: the upload then reaches the test
 * server byte for byte, as it would from a browser.
 */
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';

export function withNodeMultipart(): void {
  const jsdomFormData = globalThis.FormData;
  beforeAll(async () => {
    const sample = await new Response(new URLSearchParams('probe=1')).formData();
    globalThis.FormData = sample.constructor as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = jsdomFormData;
  });
}

export function nodeFile(bytes: Uint8Array, name: string, type: string): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}
