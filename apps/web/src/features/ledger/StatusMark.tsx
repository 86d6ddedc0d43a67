/**
 * A row's status as icons, to keep the column narrow: coded or not, in an internal-transfer pair,
 * and a lock on a line dated on or before the lock date or held by a bank reconciliation, whose tooltip says why it cannot be coded. Each icon's words are in the
 * row's text too (visually hidden), for screen readers and for finding the row by its status.
 */
import { Box, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowsExchange, IconCircleCheck, IconCircleDashed, IconLock, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from './api';
import { lockText, type LineLock } from './lineLock';

interface StatusMarkProps {
  row: Transaction;
  lock: LineLock | null;
}

export function StatusMark({ row, lock }: StatusMarkProps) {
  const { t } = useTranslation();
  const coded = row.status === 'coded';
  return (
    <Group gap={6} wrap="nowrap">
      <Mark
        icon={coded ? IconCircleCheck : IconCircleDashed}
        color={coded ? 'teal' : 'gray'}
        label={t(coded ? 'ledger.status.coded' : 'ledger.status.uncoded')}
      />
      {row.transfer && (
        <Mark
          icon={IconArrowsExchange}
          color={row.transfer.status === 'accepted' ? 'teal' : 'blue'}
          label={t(row.transfer.status === 'accepted' ? 'transfers.mark.accepted' : 'transfers.mark.proposed')}
        />
      )}
      {lock && <Mark icon={IconLock} color="orange" label={lockText(t, lock)} />}
    </Group>
  );
}

function Mark({ icon: MarkIcon, color, label }: { icon: Icon; color: string; label: string }) {
  return (
    <Tooltip label={label} multiline maw={280} withinPortal>
      <Box c={color} display="flex">
        <MarkIcon size={18} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}
