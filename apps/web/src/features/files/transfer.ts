/**
 * Bytes in and out with the bearer token: uploads go through XMLHttpRequest because fetch cannot
 * report upload progress; downloads and previews are fetched as blobs because a link or an <img>
 * cannot carry the Authorization header.
 */
import { buildUrl, fetchFile, type QueryValue } from '../../app/http/client';
import { errorFromResponse, genericError } from '../../app/http/errors';
import { session } from '../auth/session';

export interface SendOptions {
  query?: Record<string, QueryValue>;
  /** Sent without the session's token (the public upload link). */
  anonymous?: boolean;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POSTs a multipart form, reporting the share of the body sent so far (0 to 1). */
export function sendWithProgress(path: string, form: FormData, options: SendOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = options.anonymous ? undefined : session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress(1);
        resolve(body);
      } else reject(errorFromResponse(xhr.status, body));
    };
    xhr.onerror = () => reject(genericError({ timeout: true }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** GETs a file's bytes with the session's token. */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(path, { signal })).blob();
}
