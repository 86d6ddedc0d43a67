/**
 * The unread rules of SPEC.md §4 as a pure reducer over `news` per channel (absent: empty). An
 * incoming message adds 1 (from 1 when empty); opening a channel empties it; an update from the
 * server sets one channel; the server's unread list replaces everything, so channels read in
 * another tab or device become empty here too.
 */
export type UnreadState = Readonly<Record<string, number>>;

export type UnreadAction =
  | { type: 'incoming'; channelId: string }
  | { type: 'opened'; channelId: string }
  | { type: 'set'; channelId: string; count: number | null }
  | { type: 'serverList'; items: readonly { channelId: string; count: number }[] };

function without(state: UnreadState, channelId: string): UnreadState {
  if (!(channelId in state)) return state;
  const { [channelId]: _dropped, ...rest } = state;
  return rest;
}

export function unreadReducer(state: UnreadState, action: UnreadAction): UnreadState {
  switch (action.type) {
    case 'incoming':
      return { ...state, [action.channelId]: (state[action.channelId] ?? 0) + 1 };
    case 'opened':
      return without(state, action.channelId);
    case 'set':
      return action.count && action.count > 0 ? { ...state, [action.channelId]: action.count } : without(state, action.channelId);
    case 'serverList':
      return Object.fromEntries(action.items.filter((item) => item.count > 0).map((item) => [item.channelId, item.count]));
  }
}

/** The chat menu item's count: every channel's news together. */
export const unreadTotal = (state: UnreadState): number => Object.values(state).reduce((sum, n) => sum + n, 0);

/** A channel's news as the channel list shows it: null when empty. */
export const newsOf = (state: UnreadState, channelId: string): number | null => state[channelId] ?? null;
