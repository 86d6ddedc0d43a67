import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../notifications/filters';

describe('the bell and files from an upload link', () => {
  it('opens the upload request a file_request notification names', () => {
    expect(notificationTarget({ type: 'file_request', meta: { businessId: 'b1', uploadRequestId: 'r1' } })).toBe('/upload-request/r1');
  });

  it('leaves a file_request without its request where it is', () => {
    expect(notificationTarget({ type: 'file_request', meta: { businessId: 'b1' } })).toBeUndefined();
  });
});
