/**
 * Choose a statement file; for a CSV, a ready-made bank layout or a mapping of one's own with a
 * live preview of the first rows. Uploading answers the server's preview.
 */
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { AU_BANK_MAPPINGS, detectDelimiter, fitBankLayout, tokenizeCsv } from '@ledgerdesk/domain';
import { IconFileUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { csvMappingsKey, saveCsvMapping, uploadStatement, useCsvMappings, type CsvChoice, type Preview } from './api';
import { CsvLivePreview } from './CsvLivePreview';
import { CsvMappingForm } from './CsvMappingForm';
import { buildMapping, DEFAULT_MAPPING, initialValues, type MappingValues } from './mapping';
import { UploadRefusal } from './UploadRefusal';

export const STATEMENT_EXTENSIONS = ['.csv', '.ofx', '.qfx', '.qif', '.xml', '.xlsx'];
const BANKS = Object.entries(AU_BANK_MAPPINGS).map(([value, { bank }]) => ({ value, label: bank }));
/** Saved mappings share the layout select with the banks; their values are told apart by this prefix. */
const SAVED = 'saved:';

interface Props {
  businessId: string;
  bankAccountId: string;
  onPreview: (preview: Preview) => void;
}

export function StatementUpload({ businessId, bankAccountId, onPreview }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'bank' | 'own'>('own');
  const [bank, setBank] = useState<string>('commbank');
  const [values, setValues] = useState<MappingValues>(DEFAULT_MAPPING);
  /** Whether the form starts from a guess for the file; null until the file is read. */
  const [guessed, setGuessed] = useState<boolean | null>(null);
  const isCsv = file?.name.toLowerCase().endsWith('.csv') ?? false;
  const queryClient = useQueryClient();
  const saved = useCsvMappings(businessId).data ?? [];
  const savedMapping = bank.startsWith(SAVED) ? saved.find((m) => SAVED + m.id === bank)?.mapping : undefined;
  const bankMapping = savedMapping ?? AU_BANK_MAPPINGS[bank as keyof typeof AU_BANK_MAPPINGS]?.mapping;
  // A bank's layout meets the file's header, when it has one, by column names.
  const layoutMapping = savedMapping ?? (bankMapping && text ? fitBankLayout(bankMapping, text) : bankMapping);
  const mapping = mode === 'bank' && layoutMapping ? layoutMapping : buildMapping(values);
  const records = text ? tokenizeCsv(text, detectDelimiter(text)) : [];
  const firstRow = records[values.skipLines]?.fields ?? records[0]?.fields ?? [];
  const choice: CsvChoice | null = !isCsv ? null : mode === 'bank' && !savedMapping ? { kind: 'bank', bank } : { kind: 'mapping', mapping };
  const layouts = [
    { group: t('imports.banks'), items: BANKS },
    ...(saved.length > 0 ? [{ group: t('imports.savedMappings'), items: saved.map((m) => ({ value: SAVED + m.id, label: m.name })) }] : []),
  ];

  const upload = useMutation({ mutationFn: (f: File) => uploadStatement(businessId, bankAccountId, f, choice), onSuccess: onPreview });
  const save = useMutation({
    mutationFn: (name: string) => saveCsvMapping(businessId, name, buildMapping(values)),
    onSuccess: () => {
      showSuccess(t('imports.mapping.saved'));
      void queryClient.invalidateQueries({ queryKey: csvMappingsKey(businessId) });
    },
    onError: (error) => showError(error),
  });

  const pick = (files: File[]) => {
    const next = files[0] ?? null;
    setFile(next);
    upload.reset();
    setText('');
    setGuessed(null);
    if (next?.name.toLowerCase().endsWith('.csv'))
      void next.text().then((content) => {
        setText(content);
        const start = initialValues(content);
        setValues(start.values);
        setGuessed(start.guessed);
      });
  };

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={pick}
        multiple={false}
        accept={{ 'application/octet-stream': STATEMENT_EXTENSIONS, 'text/csv': ['.csv'], 'text/xml': ['.xml'] }}
        aria-label={t('imports.dropzone')}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={36} aria-hidden />
          <Stack gap={2}>
            <Text>{file ? file.name : t('imports.dropzone')}</Text>
            <Text size="sm" c="dimmed">
              {t('imports.formats')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {isCsv && (
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('imports.csvLayout')}
            value={mode}
            onChange={(v) => setMode(v === 'bank' ? 'bank' : 'own')}
            data={[
              { value: 'bank', label: t('imports.readyMade') },
              { value: 'own', label: t('imports.ownMapping') },
            ]}
          />
          {mode === 'bank' ? (
            <Select
              label={t('imports.bank')}
              data={layouts}
              value={bank}
              allowDeselect={false}
              onChange={(v) => v && setBank(v)}
              w={320}
              searchable
            />
          ) : (
            <>
              {guessed !== null && (
                <Text size="sm" c={guessed ? 'dimmed' : 'orange'} data-testid="mapping-guess">
                  {guessed ? t('imports.mapping.guessed') : t('imports.mapping.notGuessed')}
                </Text>
              )}
              <CsvMappingForm
                values={values}
                onChange={setValues}
                firstRow={firstRow}
                onSave={(name) => save.mutate(name)}
                saving={save.isPending}
              />
            </>
          )}
          {text && <CsvLivePreview text={text} mapping={mapping} />}
        </Stack>
      )}
      {upload.isError && <UploadRefusal error={upload.error} />}
      <Group>
        <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          {t('imports.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
