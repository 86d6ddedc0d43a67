/** The ten recovery codes, shown once: to copy or download before going on. */
import { Alert, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../ui/download';

export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = `${t('security.recoveryFileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('security.recoveryWarning')}
      </Alert>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid
          cols={2}
          spacing="xs"
          verticalSpacing={6}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('security.recoveryTitle')}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md" ta="center">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('security.copied') : t('security.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'ledgerdesk-recovery-codes.txt')}
        >
          {t('security.downloadCodes')}
        </Button>
      </Group>
    </Stack>
  );
}
