import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/render';
import { notificationKeys } from './queries';
import { applyNotificationEvent } from './useNotificationSocket';

describe('notification socket events', () => {
  it('realtime_notify sets the count and plays the chime unless silent', () => {
    const queryClient = testQueryClient();
    const play = vi.fn();
    applyNotificationEvent(queryClient, 'realtime_notify', { count: 4, notification: {}, silent: false }, play);
    expect(queryClient.getQueryData(notificationKeys.count)).toBe(4);
    expect(play).toHaveBeenCalledTimes(1);
    applyNotificationEvent(queryClient, 'realtime_notify', { count: 5, silent: true }, play);
    expect(queryClient.getQueryData(notificationKeys.count)).toBe(5);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('read events refresh the count without a sound, and a falsy count becomes 0', () => {
    const queryClient = testQueryClient();
    const play = vi.fn();
    applyNotificationEvent(queryClient, 'read_notify', { count: 2 }, play);
    expect(queryClient.getQueryData(notificationKeys.count)).toBe(2);
    applyNotificationEvent(queryClient, 'read_all_notify', { count: null }, play);
    expect(queryClient.getQueryData(notificationKeys.count)).toBe(0);
    applyNotificationEvent(queryClient, 'realtime_notify', { count: 0 }, play);
    expect(play).not.toHaveBeenCalled();
  });
});
