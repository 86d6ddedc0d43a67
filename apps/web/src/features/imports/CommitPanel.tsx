/** The preview, Commit, a progress bar driven by the '/file-convert' socket, then a summary. */
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError } from '../../app/notify';
import { commitImport, type Preview } from './api';
import { ImportPreview } from './ImportPreview';
import { useImportProgress } from './useImportProgress';

interface Props {
  businessId: string;
  preview: Preview;
  onRestart: () => void;
}

export function CommitPanel({ businessId, preview, onRestart }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const progress = useImportProgress();
  const commit = useMutation({
    mutationFn: () => commitImport(preview.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['imports'] }),
    onError: (error) => showError(error),
  });
  const mine = progress?.importId === preview.id && progress.step === 'commit' ? progress : null;
  const percent = commit.isSuccess ? 100 : mine && mine.total > 0 ? Math.round((mine.processed / mine.total) * 100) : 0;

  if (commit.isSuccess) {
    const done = commit.data;
    return (
      <Alert color="teal" title={t('imports.done')} maw={800}>
        <Stack gap="xs">
          <Text size="sm">
            {t('imports.doneCounts', { imported: done.importedCount, duplicates: done.duplicateCount, rows: done.rowCount })}
          </Text>
          <Group>
            <Anchor component={Link} to={`/businesses/master-table?businessId=${businessId}`}>
              {t('imports.seeTransactions')}
            </Anchor>
            <Anchor component={Link} to={`/businesses/processing-data?businessId=${businessId}`}>
              {t('imports.seeImports')}
            </Anchor>
            <Button variant="subtle" onClick={onRestart}>
              {t('imports.another')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <ImportPreview preview={preview} />
      {commit.isPending && <Progress value={percent} animated aria-label={t('imports.progress')} maw={800} />}
      <Group>
        <Button onClick={() => commit.mutate()} loading={commit.isPending} disabled={preview.rowCount - preview.duplicates <= 0}>
          {t('imports.commit', { count: preview.rowCount - preview.duplicates })}
        </Button>
        <Button variant="default" onClick={onRestart} disabled={commit.isPending}>
          {t('imports.chooseAnother')}
        </Button>
      </Group>
    </Stack>
  );
}
