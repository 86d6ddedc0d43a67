import { describe, expect, it } from 'vitest';
import { CLIENT_STATUS_TRANSITIONS, clientStatusActions } from './client-status.js';
import { CLIENT_STATUSES } from './contracts/clients.js';

describe('clientStatusActions', () => {
  it('offers what each status allows, archive last', () => {
    expect(clientStatusActions('active')).toEqual(['deactivate', 'archive']);
    expect(clientStatusActions('inactive')).toEqual(['activate', 'archive']);
    expect(clientStatusActions('archived')).toEqual(['restore']);
  });

  it('never offers an action that leaves the status as it is', () => {
    for (const status of CLIENT_STATUSES) {
      for (const action of clientStatusActions(status)) expect(CLIENT_STATUS_TRANSITIONS[action].to).not.toBe(status);
    }
  });
});
