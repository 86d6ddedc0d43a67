/**
 * What a lock would freeze unfinished — a period that has not ended, bank lines still to code or
 * to reconcile — and, where the user must take it on, the box that acknowledges it. A period that
 * has not ended is approved by a Super Admin only: anyone else is told so instead of being offered
 * the box.
 */
import { formatDate, hasLockWarnings, type ReportLockWarnings } from '@ledgerdesk/domain';
import { Alert, Checkbox, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface LockWarningsProps {
  warnings: ReportLockWarnings | null | undefined;
  /** The period's last day. */
  to: string;
  /** The acknowledgement box; none where the warnings are only shown. */
  acknowledge?: { checked: boolean; onChange: (checked: boolean) => void; label: string };
  /** Shown instead of the box: this user may not take the warnings on. */
  refusal?: string | undefined;
}

export function LockWarnings({ warnings, to, acknowledge, refusal }: LockWarningsProps) {
  const { t } = useTranslation();
  if (!warnings || !hasLockWarnings(warnings)) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('reports.lock.warnings.title')}>
      <List size="sm" spacing={4} data-testid="lock-warnings">
        {warnings.periodOpen && <List.Item>{t('reports.lock.warnings.periodOpen', { to: formatDate(to) })}</List.Item>}
        {warnings.uncodedLines > 0 && <List.Item>{t('reports.lock.warnings.uncoded', { count: warnings.uncodedLines })}</List.Item>}
        {warnings.unreconciledLines > 0 && (
          <List.Item>{t('reports.lock.warnings.unreconciled', { count: warnings.unreconciledLines })}</List.Item>
        )}
      </List>
      {refusal ? (
        <Text size="sm" fw={600} mt="sm">
          {refusal}
        </Text>
      ) : (
        acknowledge && (
          <Checkbox
            mt="sm"
            label={acknowledge.label}
            checked={acknowledge.checked}
            onChange={(event) => acknowledge.onChange(event.currentTarget.checked)}
          />
        )
      )}
    </Alert>
  );
}

/** Whether the action may go ahead: no warnings, or acknowledged. */
export const cleared = (warnings: ReportLockWarnings | null | undefined, acknowledged: boolean): boolean =>
  !warnings || !hasLockWarnings(warnings) || acknowledged;
