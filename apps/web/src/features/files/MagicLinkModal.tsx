/** The upload link, shown once after it is made: copy it, or open the request's page. */
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format';
import type { CreatedUploadRequest } from './api';

export function MagicLinkModal({ created, onClose }: { created: CreatedUploadRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={created !== null} onClose={onClose} title={t('files.magicLink.title')} centered size="lg">
      {created && (
        <Stack>
          <Text size="sm">
            {t('files.magicLink.intro', {
              folder: created.folderName,
              business: created.businessName,
              date: formatDateTime(created.expiresAt),
            })}
          </Text>
          <TextInput label={t('files.magicLink.link')} value={created.link} readOnly onFocus={(e) => e.currentTarget.select()} />
          {created.emailedTo && <Alert color="teal">{t('files.magicLink.emailed', { email: created.emailedTo })}</Alert>}
          <Text size="xs" c="dimmed">
            {t('files.magicLink.once')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/upload-request/${created.id}`}>
              {t('files.magicLink.open')}
            </Button>
            <CopyButton value={created.link}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? t('files.magicLink.copied') : t('files.magicLink.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
