/** The new secret to put in an authenticator app: its QR code, and the key as text for typing in. */
import { ActionIcon, Code, CopyButton, Group, Image, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from './api';

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function QrSetup({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Paper withBorder p={4} radius="md" bg="white" style={{ flexShrink: 0 }}>
        <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`} w={176} h={176} alt={t('security.qrAlt')} />
      </Paper>
      <Stack gap="xs">
        <Text size="sm">{t('security.scan')}</Text>
        <Text size="sm" c="dimmed">
          {t('security.typeKey')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {grouped(setup.secret)}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('security.copied') : t('security.copyKey')}>
                <ActionIcon variant="subtle" onClick={copy} aria-label={t('security.copyKey')}>
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Group>
  );
}
