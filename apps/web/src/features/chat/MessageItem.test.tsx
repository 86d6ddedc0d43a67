import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import type { ChatMessage } from './api';
import { dayLabel, feedItems } from './feedItems';
import { MessageItem } from './MessageItem';

const message = (id: number, createdAt: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  channelId: 'c1',
  kind: 'text',
  body: `Message ${id}`,
  author: { id: 'u2', name: 'Liam OConnor', initials: 'LO', avatar: null },
  mentions: [],
  attachments: [],
  uploadRequestId: null,
  createdAt,
  editedAt: null,
  deleted: false,
  ...extra,
});

describe('chat messages on screen', () => {
  it("dates a message as 'hh:mm, DD MMM yyyy' and marks an edit", () => {
    const local = new Date(2026, 2, 3, 9, 5).toISOString();
    renderWithRouter(<MessageItem message={message(1, local, { editedAt: local })} members={[]} own={false} />);
    expect(screen.getByText('09:05, 03/03/2026')).toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(screen.getByText('Liam OConnor')).toBeInTheDocument();
  });

  it('offers edit and delete on own messages only, and shows a deleted one as deleted', () => {
    const now = new Date().toISOString();
    const { unmount } = renderWithRouter(<MessageItem message={message(1, now)} members={[]} own />);
    expect(screen.getByRole('button', { name: 'Message actions' })).toBeInTheDocument();
    unmount();
    renderWithRouter(<MessageItem message={message(2, now, { deleted: true, body: '' })} members={[]} own />);
    expect(screen.getByText('This message was deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message actions' })).toBeNull();
  });

  it('puts one day separator before the first message of each day', () => {
    const items = feedItems([
      message(1, new Date(2026, 0, 5, 8).toISOString()),
      message(2, new Date(2026, 0, 5, 17).toISOString()),
      message(3, new Date(2026, 0, 6, 7).toISOString()),
    ]);
    expect(items.map((i) => (i.kind === 'day' ? dayLabel(i.day) : i.message.id))).toEqual(['05/01/2026', 1, 2, '06/01/2026', 3]);
  });
});
