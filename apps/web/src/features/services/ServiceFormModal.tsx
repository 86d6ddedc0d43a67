/** Adds a service or edits one: name, description, active, order. */
import { Button, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createServiceBodySchema } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { validateWith } from '../../ui/schemaForm';
import { createService, serviceKeys, updateService, type Service, type ServiceInput } from './api';

interface ServiceFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The service to edit; without it a new one is added after the others. */
  service: Service | null;
  nextOrder: number;
}

export function ServiceFormModal({ opened, onClose, service, nextOrder }: ServiceFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t(service ? 'services.editTitle' : 'services.addTitle')} centered size="lg">
      {opened && <ServiceForm service={service} nextOrder={nextOrder} onDone={onClose} />}
    </Modal>
  );
}

function ServiceForm({ service, nextOrder, onDone }: { service: Service | null; nextOrder: number; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ServiceInput>({
    initialValues: service
      ? { name: service.name, description: service.description, active: service.active, sortOrder: service.sortOrder }
      : { name: '', description: '', active: true, sortOrder: nextOrder },
    validate: validateWith<ServiceInput>(createServiceBodySchema, { name: t('services.nameRequired') }),
  });
  const save = useMutation({
    mutationFn: (values: ServiceInput) => {
      const input = { ...values, name: values.name.trim(), description: values.description.trim() };
      return service ? updateService(service.id, input) : createService(input);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      showSuccess(t(service ? 'services.saved' : 'services.created'));
      onDone();
    },
    onError: (error) => showError(error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('services.fields.name')}
          placeholder={t('services.fields.namePlaceholder')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea label={t('services.fields.description')} rows={4} maxLength={1000} {...form.getInputProps('description')} />
        <Group grow align="flex-start">
          <NumberInput
            label={t('services.fields.order')}
            description={t('services.fields.orderDescription')}
            min={0}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sortOrder')}
            onChange={(value) => form.setFieldValue('sortOrder', typeof value === 'number' ? value : Number(value) || 0)}
          />
          <Switch
            mt={28}
            label={t('services.fields.active')}
            description={t('services.fields.activeDescription')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('services.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('services.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
