/** Downloads the filtered client list as CSV (fetched with the bearer header, saved as a file). */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { saveBlob } from '../../ui/download';
import { exportClientsCsv, type ClientFilter } from './api';

const BOM = '\uFEFF';

export function ExportCsvButton({ filter }: { filter: ClientFilter }) {
  const { t } = useTranslation();
  const exportCsv = useMutation({
    mutationFn: () => exportClientsCsv(filter),
    // Excel reads UTF-8 (Vietnamese names) only with the byte-order mark, which decoding dropped.
    onSuccess: (csv) =>
      saveBlob(
        new Blob([csv.startsWith(BOM) ? csv : `${BOM}${csv}`], { type: 'text/csv;charset=utf-8' }),
        `clients-${dayjs().format('YYYY-MM-DD')}.csv`,
      ),
    onError: (error) => showError(error),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate()}
    >
      {t('clients.exportCsv')}
    </Button>
  );
}
