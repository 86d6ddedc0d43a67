/** A status as a coloured badge, labelled exactly as SPEC.md §3 names it. */
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const STATUS_KEYS = ['active', 'inactive', 'archived', 'workInProgress', 'waitingApproval', 'approved'] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];

const COLORS: Record<StatusKey, MantineColor> = {
  active: 'teal',
  inactive: 'gray',
  archived: 'orange',
  workInProgress: 'blue',
  waitingApproval: 'yellow',
  approved: 'green',
};

export function isStatusKey(value: string): value is StatusKey {
  return (STATUS_KEYS as readonly string[]).includes(value);
}

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: StatusKey;
}

export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm" tt="none" fw={600} styles={{ label: { overflow: 'visible' } }} {...props}>
      {t(`status.${status}`)}
    </Badge>
  );
}
