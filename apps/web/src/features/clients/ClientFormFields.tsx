/** The fields of the client form: brand, region, name, contact, ABN, supervisor and tags. */
import { MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Role, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { AbnField } from '../abn/AbnField';
import { useTags } from '../tags/queries';
import type { ClientFormValues } from './clientForm';
import { useBrandOptions, useRegionOptions, useStaffOptions } from './lookups';

interface ClientFormFieldsProps {
  form: UseFormReturnType<ClientFormValues>;
  roleId: RoleId;
  withSupervisor: boolean;
  withTags?: boolean;
}

export function ClientFormFields({ form, roleId, withSupervisor, withTags = true }: ClientFormFieldsProps) {
  const { t } = useTranslation();
  const brands = useBrandOptions(roleId);
  const regions = useRegionOptions(roleId);
  const supervisors = useStaffOptions(roleId, Role.Supervisor, withSupervisor);
  const tags = useTags(withTags);
  const combobox = { comboboxProps: { withinPortal: true }, nothingFoundMessage: t('clients.filters.nothingFound') };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('clients.form.brand')}
          required
          searchable
          data={brands.data ?? []}
          {...combobox}
          {...form.getInputProps('brandId')}
        />
        <Select
          label={t('clients.form.region')}
          required
          searchable
          data={regions.data ?? []}
          {...combobox}
          {...form.getInputProps('regionId')}
        />
      </SimpleGrid>
      <TextInput label={t('clients.form.name')} required data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('clients.form.email')} type="email" autoComplete="off" {...form.getInputProps('email')} />
        <TextInput label={t('clients.form.phone')} type="tel" placeholder="+61 400 000 000" {...form.getInputProps('phone')} />
      </SimpleGrid>
      <Textarea label={t('clients.form.address')} rows={2} {...form.getInputProps('address')} />
      <SimpleGrid cols={2} spacing="sm">
        <AbnField
          label={t('clients.form.abn')}
          placeholder="51 824 753 556"
          {...form.getInputProps('abn')}
          currentName={form.values.name}
          onUseName={(name) => form.setFieldValue('name', name)}
        />
        {withSupervisor && (
          <Select
            label={t('clients.form.supervisor')}
            clearable
            searchable
            data={supervisors.data ?? []}
            {...combobox}
            {...form.getInputProps('supervisorId')}
          />
        )}
      </SimpleGrid>
      {withTags && (
        <MultiSelect
          label={t('clients.form.tags')}
          searchable
          clearable
          data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          {...combobox}
          {...form.getInputProps('tagIds')}
        />
      )}
    </Stack>
  );
}
