/** 404 (SPEC.md §2): 'Page not found', 'This page could not be found', 'Go back Dashboard'. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={96} fw={800} lh={1} c="blue.6" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('errors.notFoundTitle')}</Title>
        <Text c="dimmed">{t('errors.notFoundText')}</Text>
        <Button component={Link} to="/dashboard" size="md" mt="sm">
          {t('errors.backToDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}
