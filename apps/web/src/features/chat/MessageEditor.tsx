/** Editing one's own message in place: Enter saves, Escape cancels; mentions still in the text are kept. */
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { editMessage, type ChatMember, type ChatMessage } from './api';
import { replaceMessage } from './feedCache';
import { mentionsInText } from './mentions';

export function MessageEditor({ message, members, onDone }: { message: ChatMessage; members: ChatMember[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(message.body);
  const known = [...message.mentions.map((m) => ({ id: m.userId, name: m.name })), ...members];
  const save = useMutation({
    mutationFn: () => editMessage(message.id, { body: text, mentions: mentionsInText(text, known) }),
    onSuccess: (updated) => {
      replaceMessage(queryClient, updated);
      onDone();
    },
    onError: (error) => showError(error),
  });
  const submit = () => {
    if (text.trim() && text !== message.body) save.mutate();
    else onDone();
  };
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t('chat.edit')}
        autosize
        minRows={1}
        maxRows={6}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
          if (event.key === 'Escape') onDone();
        }}
        data-autofocus
        autoFocus
      />
      <Group gap="xs">
        <Button size="xs" onClick={submit} loading={save.isPending}>
          {t('chat.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('chat.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
