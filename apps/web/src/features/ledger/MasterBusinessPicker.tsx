/** What the master table shows before it has a business: a picker of the businesses in the caller's scope. */
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusinessSelect } from '../businesses/BusinessSelect';

interface MasterBusinessPickerProps {
  /** The URL named a business that is not found (or not in the caller's scope). */
  notFound: boolean;
  onPick: (businessId: string) => void;
}

export function MasterBusinessPicker({ notFound, onPick }: MasterBusinessPickerProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw={480}>
      <Stack gap="sm">
        <Text>{t(notFound ? 'ledger.page.businessNotFound' : 'ledger.page.noBusiness')}</Text>
        <BusinessSelect
          label={t('ledger.page.business')}
          placeholder={t('ledger.page.businessHint')}
          emptyMessage={t('ledger.page.noBusinessFound')}
          value={null}
          onChange={(id) => id && onPick(id)}
          autoFocus
        />
      </Stack>
    </Paper>
  );
}
