/** The router's error page: 404 answers show the not-found page, anything else 'An error occurred'. */
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isApiError } from '../http/errors';
import { NotFoundPage } from './NotFoundPage';

function detailOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (isApiError(error)) return error.generic ? undefined : error.message;
  return undefined;
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if ((isRouteErrorResponse(error) || isApiError(error)) && ('status' in error ? error.status : error.statusCode) === 404) {
    return <NotFoundPage />;
  }
  const detail = detailOf(error);
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <IconAlertTriangle size={64} color="var(--mantine-color-orange-6)" aria-hidden />
        <Title order={1}>{t('errors.errorTitle')}</Title>
        <Text c="dimmed">{t('errors.errorText')}</Text>
        {detail && <Code>{detail}</Code>}
        <Button component={Link} to="/dashboard" size="md" mt="sm" reloadDocument>
          {t('errors.backToDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}
