/** Fields of the business form: name, legal name, ABN (with the register's name offered), GST registration and basis, BAS, financial year. */
import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AbnField } from '../abn/AbnField';
import { BAS_FREQUENCIES, GST_BASES } from './api';
import { monthOptions, type BusinessFormValues } from './businessForm';

export function BusinessFormFields({ form }: { form: UseFormReturnType<BusinessFormValues> }) {
  const { t } = useTranslation();
  const combobox = { withinPortal: true };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('businesses.form.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('businesses.form.legalName')} {...form.getInputProps('legalName')} />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <AbnField
          label={t('businesses.form.abn')}
          placeholder="51 824 753 556"
          description={t('clients.form.abnHint')}
          {...form.getInputProps('abn')}
          // The register's entity name is the legal name; the trading name stays the user's.
          currentName={form.values.legalName}
          onUseName={(name) => form.setFieldValue('legalName', name)}
        />
        <Select
          label={t('businesses.form.fyStart')}
          description={t('businesses.form.fyStartHint')}
          data={monthOptions()}
          allowDeselect={false}
          comboboxProps={combobox}
          {...form.getInputProps('financialYearStartMonth')}
        />
      </SimpleGrid>
      <Switch label={t('businesses.form.gstRegistered')} mt={4} {...form.getInputProps('gstRegistered', { type: 'checkbox' })} />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('businesses.form.gstBasis')}
          disabled={!form.values.gstRegistered}
          data={GST_BASES.map((basis) => ({ value: basis, label: t(`businesses.gstBasis.${basis}`) }))}
          allowDeselect={false}
          comboboxProps={combobox}
          {...form.getInputProps('gstBasis')}
        />
        <Select
          label={t('businesses.form.basFrequency')}
          data={BAS_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`businesses.basFrequency.${frequency}`) }))}
          allowDeselect={false}
          comboboxProps={combobox}
          {...form.getInputProps('basFrequency')}
        />
      </SimpleGrid>
    </Stack>
  );
}
