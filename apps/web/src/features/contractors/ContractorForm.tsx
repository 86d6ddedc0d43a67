/**
 * Adds or changes a contractor. The ABN field says at once whether the ATO checksum holds, and
 * once it does, asks the register and offers the name it gives (AbnField).
 */
import { contractorInputSchema, isValidAbn, TPAR_STATES, type ContractorDto, type ContractorInput } from '@ledgerdesk/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { abnError, abnValue } from '../../ui/AbnInput';
import { AbnField } from '../abn/AbnField';
import { saveContractor } from './api';

interface Values {
  name: string;
  abn: string;
  email: string;
  line1: string;
  line2: string;
  suburb: string;
  state: string;
  postcode: string;
  keywords: string[];
}

const valuesOf = (c: ContractorDto | null): Values => ({
  name: c?.name ?? '',
  abn: c?.abn ?? '',
  email: c?.email ?? '',
  line1: c?.address.line1 ?? '',
  line2: c?.address.line2 ?? '',
  suburb: c?.address.suburb ?? '',
  state: c?.address.state ?? '',
  postcode: c?.address.postcode ?? '',
  keywords: c?.keywords ?? [],
});

function AbnFeedback({ abn }: { abn: string }) {
  const { t } = useTranslation();
  if (abn.trim() === '')
    return (
      <Text size="xs" c="orange">
        {t('contractors.form.abnNone')}
      </Text>
    );
  if (!isValidAbn(abn)) return null;
  return (
    <Text size="xs" c="teal.8" data-testid="abn-checksum-ok">
      {t('contractors.form.abnChecksumOk')}
    </Text>
  );
}

export function ContractorForm({
  businessId,
  contractor,
  opened,
  onClose,
}: {
  businessId: string;
  contractor: ContractorDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(contractor),
    validate: {
      name: (v) => (v.trim() ? null : t('contractors.form.nameRequired')),
      abn: (v) => abnError(v, t('contractors.form.abnInvalid')),
      postcode: (v) => (/^(\d{4})?$/.test(v.trim()) ? null : t('contractors.form.postcodeInvalid')),
      email: (v) => (v.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : t('validation.email')),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: ContractorInput = {
        name: values.name,
        abn: abnValue(values.abn) ?? '',
        email: values.email.trim(),
        address: contractorInputSchema.shape.address.parse({
          line1: values.line1,
          line2: values.line2,
          suburb: values.suburb,
          state: values.state,
          postcode: values.postcode,
        }),
        keywords: values.keywords,
      };
      return saveContractor(businessId, contractor?.id ?? null, body);
    },
    onSuccess: async (saved) => {
      showSuccess(t('contractors.form.saved', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: ['contractors', businessId] });
      onClose();
    },
    onError: (error) => showError(error),
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contractor ? t('contractors.form.editTitle') : t('contractors.form.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t('contractors.form.name')} required data-autofocus {...form.getInputProps('name')} />
            <Stack gap={2}>
              <AbnField
                label={t('contractors.form.abn')}
                placeholder="51 824 753 556"
                {...form.getInputProps('abn')}
                currentName={form.values.name}
                onUseName={(name) => form.setFieldValue('name', name)}
              />
              <AbnFeedback abn={form.values.abn} />
            </Stack>
          </SimpleGrid>
          <TextInput label={t('contractors.form.line1')} {...form.getInputProps('line1')} />
          <TextInput label={t('contractors.form.line2')} {...form.getInputProps('line2')} />
          <SimpleGrid cols={3} spacing="sm">
            <TextInput label={t('contractors.form.suburb')} {...form.getInputProps('suburb')} />
            <Select
              label={t('contractors.form.state')}
              data={[...TPAR_STATES]}
              clearable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('state')}
            />
            <TextInput label={t('contractors.form.postcode')} inputMode="numeric" maxLength={4} {...form.getInputProps('postcode')} />
          </SimpleGrid>
          <TextInput label={t('contractors.form.email')} type="email" {...form.getInputProps('email')} />
          <TagsInput
            label={t('contractors.form.keywords')}
            description={t('contractors.form.keywordsHint')}
            placeholder={t('contractors.form.keywordsPlaceholder')}
            maxTags={20}
            {...form.getInputProps('keywords')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('contractors.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('contractors.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
