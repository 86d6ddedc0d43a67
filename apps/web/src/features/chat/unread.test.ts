import { describe, expect, it } from 'vitest';
import { newsOf, unreadReducer, unreadTotal, type UnreadState } from './unread';

describe('chat unread rules (SPEC.md §4)', () => {
  it('adds 1 for an incoming message, starting from 1 when the channel has no news', () => {
    let state: UnreadState = {};
    state = unreadReducer(state, { type: 'incoming', channelId: 'a' });
    expect(newsOf(state, 'a')).toBe(1);
    state = unreadReducer(state, { type: 'incoming', channelId: 'a' });
    state = unreadReducer(state, { type: 'incoming', channelId: 'b' });
    expect(state).toEqual({ a: 2, b: 1 });
    expect(unreadTotal(state)).toBe(3);
  });

  it('empties a channel when it is opened, leaving the others', () => {
    const state = unreadReducer({ a: 4, b: 1 }, { type: 'opened', channelId: 'a' });
    expect(newsOf(state, 'a')).toBeNull();
    expect(unreadTotal(state)).toBe(1);
  });

  it('sets one channel from a server update; 0 or null empties it', () => {
    expect(unreadReducer({ a: 1 }, { type: 'set', channelId: 'a', count: 7 })).toEqual({ a: 7 });
    expect(unreadReducer({ a: 1, b: 2 }, { type: 'set', channelId: 'a', count: 0 })).toEqual({ b: 2 });
    expect(unreadReducer({ a: 1 }, { type: 'set', channelId: 'a', count: null })).toEqual({});
  });

  it("replaces everything with the server's unread list, so channels read elsewhere become empty", () => {
    const state = unreadReducer(
      { a: 3, b: 5 },
      {
        type: 'serverList',
        items: [
          { channelId: 'b', count: 2 },
          { channelId: 'c', count: 0 },
        ],
      },
    );
    expect(state).toEqual({ b: 2 });
    expect(unreadTotal(state)).toBe(2);
  });
});
