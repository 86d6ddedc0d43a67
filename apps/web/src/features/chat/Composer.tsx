/**
 * The composer: a text box growing to 150px (Enter sends, Shift+Enter breaks the line),
 * @-mentions picked from the channel's members with the keyboard or the mouse, attachments
 * through the upload modal, and, for staff, a file request to the client.
 */
import { ActionIcon, Box, Group, Textarea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { can, type RoleId } from '@ledgerdesk/domain';
import { IconFileUpload, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { postMessage, type Channel, type ChatMember, type NewMessage } from './api';
import { addMessage } from './feedCache';
import { FileRequestModal } from './FileRequestModal';
import { MentionList } from './MentionList';
import { insertMention, matchingMembers, mentionQuery, mentionsInText, type MentionQuery } from './mentions';
import { UploadModal } from './UploadModal';

export const COMPOSER_MAX_HEIGHT = 150;

interface ComposerProps {
  channel: Channel;
  selfId: string;
  roleId: RoleId;
  /** Called while the user types, to tell the others. */
  onTyping?: () => void;
}

export function Composer({ channel, selfId, roleId, onTyping }: ComposerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ChatMember[]>([]);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [highlight, setHighlight] = useState(0);
  const [uploadOpened, upload] = useDisclosure(false);
  const [requestOpened, request] = useDisclosure(false);
  const candidates = query ? matchingMembers(channel.members, query.query, selfId) : [];

  const post = useMutation({
    mutationFn: (message: NewMessage) => postMessage(channel.id, message),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      setText('');
      setPicked([]);
    },
    onError: (error) => showError(error),
  });

  const follow = (value: string, caret: number) => {
    setText(value);
    if (value.trim()) onTyping?.();
    setQuery(mentionQuery(value, caret));
    setHighlight(0);
  };

  const pick = (member: ChatMember) => {
    const caret = input.current?.selectionStart ?? text.length;
    if (!query) return;
    const next = insertMention(text, caret, query, member);
    setText(next.text);
    setPicked((all) => (all.some((m) => m.id === member.id) ? all : [...all, member]));
    setQuery(null);
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };

  const submit = () => {
    if (!text.trim() || post.isPending) return;
    post.mutate({ body: text, mentions: mentionsInText(text, picked) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (candidates.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlight((h) => (h + step + candidates.length) % candidates.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const member = candidates[highlight];
        if (member) pick(member);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)', position: 'relative' }}>
      {candidates.length > 0 && <MentionList members={candidates} highlight={highlight} onPick={pick} />}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Tooltip label={t('chat.attach')}>
          <ActionIcon variant="subtle" size="lg" onClick={upload.open} aria-label={t('chat.attach')}>
            <IconPaperclip size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {can(roleId, 'chat:file-requests') && (
          <Tooltip label={t('chat.requestFiles')}>
            <ActionIcon variant="subtle" size="lg" onClick={request.open} aria-label={t('chat.requestFiles')}>
              <IconFileUpload size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <Textarea
          ref={input}
          aria-label={t('chat.messageLabel')}
          placeholder={t('chat.placeholder')}
          autosize
          minRows={1}
          value={text}
          onChange={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
          style={{ flex: 1 }}
          styles={{ input: { maxHeight: COMPOSER_MAX_HEIGHT, overflowY: 'auto' } }}
          aria-controls={candidates.length > 0 ? 'chat-mention-list' : undefined}
          aria-activedescendant={candidates[highlight] ? `mention-${candidates[highlight].id}` : undefined}
        />
        <ActionIcon size="lg" onClick={submit} loading={post.isPending} disabled={!text.trim()} aria-label={t('chat.send')}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <UploadModal opened={uploadOpened} onClose={upload.close} channel={channel} />
      {can(roleId, 'chat:file-requests') && <FileRequestModal opened={requestOpened} onClose={request.close} channel={channel} />}
    </Box>
  );
}
