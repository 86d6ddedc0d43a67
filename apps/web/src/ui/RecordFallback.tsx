/** What one record's page (a client, a business) shows until its record is there: loading or not found. */
import { Button, Center, EmptyState, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The header's and the body's shapes while the record loads. */
export function RecordLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton h={32} w="40%" />
      <Skeleton h={16} w="30%" />
      <Skeleton h={320} />
    </Stack>
  );
}

interface RecordNotFoundProps {
  icon: ReactNode;
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}

export function RecordNotFound({ icon, title, description, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <Center py="xl">
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description}>
        <Button component={Link} to={backTo} variant="light" mt="md">
          {backLabel}
        </Button>
      </EmptyState>
    </Center>
  );
}
