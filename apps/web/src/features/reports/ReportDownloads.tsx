/**
 * The report's export actions: PDF, XLSX and CSV files made by an export job (a window follows it
 * and offers the file), and a PDF copy saved to the business's files.
 */
import { REPORT_FILE_FORMATS, type ReportFileFormat, type ReportType } from '@ledgerdesk/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { startReportExport } from '../exports/exportJob';
import { useExportJobs } from '../exports/useExportJobs';
import { saveReportToFiles, type ReportParams } from './api';

export interface ReportDownloadsProps {
  businessId: string;
  type: ReportType;
  params: ReportParams;
  /** One 'Export' menu instead of four buttons, where the top bar holds more actions. */
  compact?: boolean;
}

export function ReportDownloads({ businessId, type, params, compact = false }: ReportDownloadsProps) {
  const { t } = useTranslation();
  const exports = useExportJobs(`report:${type}`);
  const download = (format: ReportFileFormat) => exports.start(() => startReportExport(businessId, type, { ...params, format }));
  const save = useMutation({
    mutationFn: () => saveReportToFiles(businessId, type, params, 'pdf'),
    onSuccess: () => showSuccess(t('reports.download.saved', { format: 'PDF' })),
    onError: (error) => showError(error),
  });
  if (compact) {
    return (
      <>
        {exports.progress}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={businessId === ''}
              loading={exports.starting || save.isPending}
            >
              {t('reports.download.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {REPORT_FILE_FORMATS.map((format) => (
              <Menu.Item key={format} leftSection={<IconDownload size={14} aria-hidden />} onClick={() => download(format)}>
                {t('reports.download.label', { format: t(`reports.download.${format}`) })}
              </Menu.Item>
            ))}
            <Menu.Item leftSection={<IconDeviceFloppy size={14} aria-hidden />} onClick={() => save.mutate()}>
              {t('reports.download.saveToFiles')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </>
    );
  }
  return (
    <>
      {exports.progress}
      {REPORT_FILE_FORMATS.map((format) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('reports.download.label', { format: t(`reports.download.${format}`) })}
          disabled={businessId === '' || exports.starting}
          onClick={() => download(format)}
        >
          {t(`reports.download.${format}`)}
        </Button>
      ))}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDeviceFloppy size={14} aria-hidden />}
        loading={save.isPending}
        disabled={businessId === ''}
        onClick={() => save.mutate()}
      >
        {t('reports.download.saveToFiles')}
      </Button>
    </>
  );
}
