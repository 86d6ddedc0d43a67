/** Why an upload link cannot be used: expired, withdrawn, mistyped or locked after wrong tries. */
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@ledgerdesk/domain';
import { isApiError } from '../../app/http/errors';

function problemOf(error: unknown): 'expired' | 'revoked' | 'invalid' | 'locked' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.code === ErrorCode.LINK_EXPIRED) return 'expired';
  if (error.code === ErrorCode.LINK_REVOKED) return 'revoked';
  if (error.statusCode === 429) return 'locked';
  if (error.statusCode === 403 || error.statusCode === 404 || error.statusCode === 400) return 'invalid';
  return 'failed';
}

export function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const problem = problemOf(error);
  return (
    <Center mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Paper withBorder p="xl" radius="md" maw={520}>
        <Stack align="center" gap="sm" role="alert">
          <ThemeIcon size={56} radius="xl" color={problem === 'failed' ? 'red' : 'orange'} aria-hidden>
            <IconLinkOff size={32} />
          </ThemeIcon>
          <Title order={1} fz="h3" ta="center">
            {t(`files.link.${problem}.title`)}
          </Title>
          <Text ta="center" c="dimmed">
            {t(`files.link.${problem}.text`)}
          </Text>
          {problem === 'failed' && <Button onClick={() => window.location.reload()}>{t('files.link.retry')}</Button>}
        </Stack>
      </Paper>
    </Center>
  );
}
