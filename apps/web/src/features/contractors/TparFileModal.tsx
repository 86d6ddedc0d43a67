/** What the ATO's electronic TPAR file needs beyond the books: a contact and the business's address. */
import { TPAR_STATES, type TparFileBody } from '@ledgerdesk/domain';
import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { downloadTparFile } from './api';

interface Values {
  contactName: string;
  contactPhone: string;
  email: string;
  line1: string;
  suburb: string;
  state: string;
  postcode: string;
  runType: 'T' | 'P';
}

export function TparFileModal({
  businessId,
  year,
  opened,
  onClose,
}: {
  businessId: string;
  year: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { contactName: '', contactPhone: '', email: '', line1: '', suburb: '', state: '', postcode: '', runType: 'P' },
    validate: {
      contactName: (v) => (v.trim() ? null : t('validation.required')),
      contactPhone: (v) => (v.trim() ? null : t('validation.required')),
      line1: (v) => (v.trim() ? null : t('validation.required')),
      suburb: (v) => (v.trim() ? null : t('validation.required')),
      state: (v) => (v ? null : t('validation.required')),
      postcode: (v) => (/^\d{4}$/.test(v.trim()) ? null : t('contractors.form.postcodeInvalid')),
    },
  });
  const download = useMutation({
    mutationFn: (v: Values) => {
      const body: TparFileBody = {
        year,
        runType: v.runType,
        contactName: v.contactName,
        contactPhone: v.contactPhone,
        email: v.email.trim(),
        address: {
          line1: v.line1,
          line2: '',
          suburb: v.suburb,
          state: v.state as (typeof TPAR_STATES)[number],
          postcode: v.postcode.trim(),
        },
      };
      return downloadTparFile(businessId, body);
    },
    onSuccess: onClose,
    onError: (error) => showError(error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('contractors.file.title')} size="lg" centered>
      <form onSubmit={form.onSubmit((v) => download.mutate(v))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('contractors.file.description')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t('contractors.file.contactName')} required data-autofocus {...form.getInputProps('contactName')} />
            <TextInput label={t('contractors.file.contactPhone')} required {...form.getInputProps('contactPhone')} />
          </SimpleGrid>
          <TextInput label={t('contractors.form.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('contractors.file.address')} required {...form.getInputProps('line1')} />
          <SimpleGrid cols={3} spacing="sm">
            <TextInput label={t('contractors.form.suburb')} required {...form.getInputProps('suburb')} />
            <Select
              label={t('contractors.form.state')}
              required
              data={[...TPAR_STATES]}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('state')}
            />
            <TextInput
              label={t('contractors.form.postcode')}
              required
              inputMode="numeric"
              maxLength={4}
              {...form.getInputProps('postcode')}
            />
          </SimpleGrid>
          <SegmentedControl
            aria-label={t('contractors.file.runType')}
            data={[
              { value: 'P', label: t('contractors.file.production') },
              { value: 'T', label: t('contractors.file.test') },
            ]}
            {...form.getInputProps('runType')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('contractors.cancel')}
            </Button>
            <Button type="submit" loading={download.isPending}>
              {t('contractors.file.download')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
