/** The members matching what follows '@': arrows move, Enter or Tab picks, a click picks too. */
import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMember } from './api';

interface MentionListProps {
  members: ChatMember[];
  highlight: number;
  onPick: (member: ChatMember) => void;
}

export function MentionList({ members, highlight, onPick }: MentionListProps) {
  const { t } = useTranslation();
  return (
    <Paper
      shadow="md"
      withBorder
      p={4}
      w={280}
      style={{ position: 'absolute', bottom: '100%', left: 'var(--mantine-spacing-md)', zIndex: 10 }}
    >
      <div id="chat-mention-list" role="listbox" aria-label={t('chat.mentionList')}>
        {members.map((member, i) => (
          <UnstyledButton
            key={member.id}
            id={`mention-${member.id}`}
            role="option"
            aria-selected={i === highlight}
            display="block"
            w="100%"
            px="sm"
            py={6}
            bg={i === highlight ? 'var(--mantine-color-blue-light)' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            // Picking on mousedown keeps the focus (and the caret) in the text box.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(member);
            }}
          >
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} c="blue">
                {member.initials}
              </Text>
              <Text size="sm" truncate>
                {member.name}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </div>
    </Paper>
  );
}
