/**
 * Why the server would not read a statement. A statement with nothing to import names how many
 * rows were read and the first that failed, each in the reader's language; other refusals carry
 * the parser's message, which names the line.
 */
import { Alert, List, Stack, Text } from '@mantine/core';
import { ErrorCode, nothingToImportDetailsSchema } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/http/errors';
import { errorMessage } from '../../app/notify';
import { droppedLine } from './dropped';

export function UploadRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const details =
    isApiError(error) && error.code === ErrorCode.NOTHING_TO_IMPORT
      ? nothingToImportDetailsSchema.safeParse((error.body as { details?: unknown } | undefined)?.details)
      : undefined;
  if (!details?.success)
    return (
      <Alert color="red" title={t('imports.refused')} maw={800}>
        {errorMessage(error)}
      </Alert>
    );
  const { rowsRead, failures } = details.data;
  const datesUnknown = failures.some((f) => f.problem?.code === 'badDate');
  return (
    <Alert color="red" title={t('imports.nothingToImport.title')} maw={800} data-testid="import-refused">
      <Stack gap="xs">
        <Text size="sm">
          {rowsRead === 0 ? t('imports.nothingToImport.noRows') : t('imports.nothingToImport.rows', { count: rowsRead })}
        </Text>
        {failures.length > 0 && (
          <List size="sm" spacing={2}>
            {failures.map((failure, index) => (
              <List.Item key={index}>{droppedLine(t, failure)}</List.Item>
            ))}
          </List>
        )}
        {rowsRead > 0 && (
          <Text size="sm" fw={500}>
            {datesUnknown ? t('imports.nothingToImport.chooseDateFormat') : t('imports.nothingToImport.checkMapping')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
