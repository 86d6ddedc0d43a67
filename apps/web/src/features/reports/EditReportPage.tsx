/**
 * /edit-report/{type}?businessId=&from=&to=: a report being prepared for the client. Adjustments
 * are posted as adjusting journal entries, notes are kept per report and period, and the lock
 * flow and the compare view of locked versions sit in the top bar.
 */
import { can } from '@ledgerdesk/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconColumns, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { useAuthState } from '../auth/session';
import { JournalFormModal } from '../ledger/JournalForm';
import { CompareView } from './CompareView';
import { LockActions } from './LockActions';
import { NotesPanel } from './NotesPanel';
import { typeOfEditSlug } from './reportList';
import { ReportScreen } from './ReportScreen';

export default function EditReportPage() {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const type = typeOfEditSlug(useParams().type ?? '');
  const [adjusting, setAdjusting] = useState(false);
  const [comparing, setComparing] = useState(false);
  if (!type) return <NotFoundPage />;
  return (
    <ReportScreen
      type={type}
      compactDownloads
      actions={({ businessId, params }) => (
        <>
          <LockActions businessId={businessId} type={type} range={params} />
          <Button
            size="xs"
            variant={comparing ? 'light' : 'default'}
            leftSection={<IconColumns size={14} aria-hidden />}
            aria-pressed={comparing}
            onClick={() => setComparing((shown) => !shown)}
          >
            {comparing ? t('reports.compareView.hide') : t('reports.compareView.show')}
          </Button>
        </>
      )}
      aside={({ businessId, params }) => (
        <Stack gap="md">
          {can(roleId, 'ledger:write') && (
            <Stack gap={4}>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdjusting(true)} disabled={businessId === ''}>
                {t('reports.adjust.button')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('reports.adjust.hint')}
              </Text>
              <JournalFormModal
                businessId={businessId}
                adjustment={{ date: params.to }}
                opened={adjusting}
                onClose={() => setAdjusting(false)}
              />
            </Stack>
          )}
          <NotesPanel businessId={businessId} type={type} range={params} />
        </Stack>
      )}
      below={({ businessId, startMonth }) => comparing && <CompareView businessId={businessId} type={type} startMonth={startMonth} />}
    />
  );
}
