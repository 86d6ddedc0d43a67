/**
 * The page an upload link opens, without an account: the brand's logo and colour, the request's
 * message, the sender's name or email, a drop zone with progress per file, and at the end a
 * success message listing exactly what arrived. It never shows what else is in the folder.
 */
import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Image,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../app/http/client';
import { formatDateTime } from '../../ui/format';
import { fetchPublicUploadRequest, publicRequestPath, type PublicUploadRequest } from './api';
import { FileDropzone } from './FileDropzone';
import { formatBytes } from './fileFormat';
import { LinkProblem } from './LinkProblem';
import { sendWithProgress } from './transfer';
import { useUploads, type UploadItem } from './useUploads';

export function PublicUploadPage({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: ['public-upload', id, token],
    queryFn: ({ signal }) => fetchPublicUploadRequest(id, token, signal),
    retry: false,
  });
  if (link.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (link.isError) return <LinkProblem error={link.error} />;
  return <UploadForm id={id} token={token} link={link.data} />;
}

function BrandBar({ link }: { link: PublicUploadRequest }) {
  const logo = link.brand.logoUrl
    ? link.brand.logoUrl.startsWith('http')
      ? link.brand.logoUrl
      : `${apiBaseUrl()}${link.brand.logoUrl}`
    : undefined;
  return (
    <Box style={{ borderTop: `6px solid ${link.brand.primaryColor}` }} bg="var(--mantine-color-body)" py="md" px="lg">
      <Group gap="sm">
        {logo && <Image src={logo} alt={link.brand.name} h={40} w="auto" fit="contain" />}
        <Text fw={700} size="lg">
          {link.brand.name}
        </Text>
      </Group>
    </Box>
  );
}

function UploadForm({ id, token, link }: { id: string; token: string; link: PublicUploadRequest }) {
  const { t } = useTranslation();
  const [sender, setSender] = useState('');
  const [arrived, setArrived] = useState<UploadItem[] | null>(null);
  const uploads = useUploads();
  const send = async (files: File[]) => {
    uploads.clearFinished();
    const results = await uploads.upload(files, async (file, onProgress) => {
      const form = new FormData();
      form.append('uploaderName', sender.trim());
      form.append('file', file);
      await sendWithProgress(publicRequestPath(id, '/files'), form, { query: { token }, anonymous: true, onProgress });
    });
    const done = results.filter((item) => item.status === 'done');
    if (done.length > 0 && done.length === results.length) setArrived(done);
  };
  const color = link.brand.primaryColor;
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <BrandBar link={link} />
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" radius="md">
          {arrived ? (
            <Stack align="center" gap="md" role="status">
              <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
                <IconCircleCheck size={40} />
              </ThemeIcon>
              <Title order={1} fz="h2" ta="center">
                {t('files.public.successTitle', { count: arrived.length })}
              </Title>
              <Text ta="center">{t('files.public.successText', { business: link.businessName })}</Text>
              <List spacing={4} aria-label={t('files.public.arrived')}>
                {arrived.map((item) => (
                  <List.Item key={item.key}>
                    <Text size="sm" span fw={500}>
                      {item.name}
                    </Text>{' '}
                    <Text size="sm" span c="dimmed">
                      ({formatBytes(item.size)})
                    </Text>
                  </List.Item>
                ))}
              </List>
              <Button variant="light" color={color} onClick={() => setArrived(null)}>
                {t('files.public.sendMore')}
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              <Title order={1} fz="h2">
                {t('files.public.title', { business: link.businessName })}
              </Title>
              {link.message && (
                <Alert color={color} variant="light" title={t('files.public.message')}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {link.message}
                  </Text>
                </Alert>
              )}
              <TextInput
                label={t('files.public.sender')}
                description={t('files.public.senderHint')}
                value={sender}
                onChange={(e) => setSender(e.currentTarget.value)}
                required
                maxLength={200}
                autoComplete="email"
              />
              <FileDropzone
                onDrop={(files) => void send(files)}
                items={uploads.items}
                disabled={!sender.trim() || uploads.busy}
                hint={t('files.public.limits', {
                  size: formatBytes(link.maxFileSize),
                  count: link.maxFiles,
                  date: formatDateTime(link.expiresAt),
                })}
              />
              {!sender.trim() && (
                <Text size="xs" c="dimmed">
                  {t('files.public.senderFirst')}
                </Text>
              )}
            </Stack>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
