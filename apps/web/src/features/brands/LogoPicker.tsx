/**
 * Logo upload with a preview: PNG, JPEG or WebP up to 1 MB, checked here first; the server checks
 * the bytes again and its 413/415 messages reach the user as toasts.
 */
import { ActionIcon, Group, Image, Input, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl as assetUrl } from '../../ui/UserAvatar';
import { LOGO_MAX_BYTES, LOGO_TYPES } from './api';

interface LogoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The logo the brand has now, shown until another file is chosen. */
  currentUrl?: string | null;
  disabled?: boolean;
}

/** The chosen file as a data URL (small: logos are at most 1 MB). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    void file.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer);
      let binary = '';
      for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      if (current) setPreview({ file, url: `data:${file.type};base64,${btoa(binary)}` });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

export function LogoPicker({ file, onChange, currentUrl = null, disabled = false }: LogoPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? assetUrl(currentUrl);

  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'file-too-large'));
    setProblem(t(tooLarge ? 'brands.logo.size' : 'brands.logo.type'));
  };

  return (
    <Input.Wrapper label={t('brands.fields.logo')} labelProps={{ id: labelId }} description={t('brands.logo.hint')} error={problem}>
      <Group gap="md" align="stretch" wrap="nowrap" mt={6}>
        <Paper withBorder radius="md" w={112} h={112} p={6} style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}>
          {shown ? (
            <Image src={shown} alt={t(preview ? 'brands.logo.preview' : 'brands.logo.current')} fit="contain" h={96} w={96} />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {t('brands.logo.none')}
            </Text>
          )}
        </Paper>
        <Dropzone
          onDrop={(files) => {
            setProblem(null);
            onChange(files[0] ?? null);
          }}
          onReject={reject}
          accept={[...LOGO_TYPES]}
          maxSize={LOGO_MAX_BYTES}
          multiple={false}
          disabled={disabled}
          radius="md"
          style={{ flex: 1 }}
          inputProps={{ 'aria-labelledby': labelId }}
        >
          <Stack align="center" justify="center" gap={6} mih={80} style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={28} stroke={1.5} aria-hidden />
            <Text size="sm" ta="center">
              {file ? file.name : t('brands.logo.drop')}
            </Text>
          </Stack>
        </Dropzone>
        {file && (
          <Tooltip label={t('brands.logo.remove')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('brands.logo.remove')}
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Input.Wrapper>
  );
}
