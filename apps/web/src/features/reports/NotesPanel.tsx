/** The notes of a report for its period, in the order they were written, and a field to add one. */
import { can, type ReportType } from '@ledgerdesk/domain';
import { Button, Card, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { formatDateTime } from '../../ui/format';
import { useAuthState } from '../auth/session';
import { addNote, listNotes, type Range } from './api';

export function NotesPanel({ businessId, type, range }: { businessId: string; type: ReportType; range: Range }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { roleId } = useAuthState();
  const [body, setBody] = useState('');
  const key = ['reports', 'notes', businessId, type, range.from, range.to];
  const notes = useQuery({ queryKey: key, queryFn: () => listNotes(businessId, type, range), enabled: businessId !== '' });
  const add = useMutation({
    mutationFn: () => addNote(businessId, type, range, body.trim()),
    onSuccess: () => {
      setBody('');
      showSuccess(t('reports.notes.added'));
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => showError(error),
  });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="report-notes-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="report-notes-title">
          {t('reports.notes.title')}
        </Title>
        {can(roleId, 'reports:write') && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (body.trim()) add.mutate();
            }}
          >
            <Stack gap="xs">
              <Textarea
                aria-label={t('reports.notes.title')}
                placeholder={t('reports.notes.placeholder')}
                value={body}
                onChange={(e) => setBody(e.currentTarget.value)}
                rows={3}
                maxLength={5000}
              />
              <Button type="submit" size="xs" disabled={!body.trim()} loading={add.isPending} style={{ alignSelf: 'flex-end' }}>
                {t('reports.notes.add')}
              </Button>
            </Stack>
          </form>
        )}
        {notes.isPending && <Skeleton h={60} />}
        {notes.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('reports.notes.empty')}
          </Text>
        )}
        {notes.data?.map((note) => (
          <Stack key={note.id} gap={2} data-testid="report-note">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.body}
            </Text>
            <Text size="xs" c="dimmed">
              {t('reports.notes.by', { name: note.authorName ?? t('reports.notes.unknownAuthor'), date: formatDateTime(note.createdAt) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
