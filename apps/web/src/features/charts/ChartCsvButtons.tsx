/** CSV export and import of a chart (the import mutation is the editor's, which shows its error). */
import { Button, FileButton, Group } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { saveBlob } from '../../ui/download';
import { exportAccountsCsv, type ChartTarget } from './api';
import type { useImportAccounts } from './queries';

const BOM = '\uFEFF';

interface Props {
  target: ChartTarget;
  filename: string;
  /** Omitted where the caller may not change the chart. */
  importCsv?: ReturnType<typeof useImportAccounts> | undefined;
}

export function ChartCsvButtons({ target, filename, importCsv }: Props) {
  const { t } = useTranslation();
  // Cleared after each pick, so the same file can be sent again once corrected.
  const resetRef = useRef<() => void>(null);
  const exportCsv = useMutation({
    mutationFn: () => exportAccountsCsv(target),
    onSuccess: (csv) =>
      saveBlob(new Blob([csv.startsWith(BOM) ? csv : `${BOM}${csv}`], { type: 'text/csv;charset=utf-8' }), `${filename}.csv`),
    onError: (error) => showError(error),
  });
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
      >
        {t('charts.exportCsv')}
      </Button>
      {importCsv && (
        <FileButton
          resetRef={resetRef}
          accept=".csv,text/csv"
          onChange={(file) => {
            if (file) importCsv.mutate(file);
            resetRef.current?.();
          }}
        >
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={importCsv.isPending} {...props}>
              {t('charts.importCsv')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
