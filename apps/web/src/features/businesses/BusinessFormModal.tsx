/** Creating a business (for a chosen or given client) or editing one (`business` given). */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Business } from './api';
import { businessInput, useBusinessForm } from './businessForm';
import { BusinessFormFields } from './BusinessFormFields';
import { ClientSelect } from './ClientSelect';
import { useSaveBusiness } from './queries';

interface BusinessFormModalProps {
  opened: boolean;
  onClose: () => void;
  business?: Business;
  /** A new business of this client (from the client's page). */
  client?: { id: string; name: string };
  onSaved?: (business: Business) => void;
}

export function BusinessFormModal({ opened, onClose, ...props }: BusinessFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={props.business ? t('businesses.form.editTitle') : t('businesses.form.createTitle')}
      size="lg"
      centered
    >
      {opened && <BusinessForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function BusinessForm({ onClose, business, client, onSaved }: Omit<BusinessFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const form = useBusinessForm(business, client?.id);
  const save = useSaveBusiness();
  const fixedClient = business ? business.clientName : client?.name;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: business?.id, clientId: values.clientId ?? '', input: businessInput(values) },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fixedClient ? (
          <TextInput label={t('businesses.form.client')} value={fixedClient} readOnly variant="filled" />
        ) : (
          <ClientSelect
            label={t('businesses.form.client')}
            required
            placeholder={t('businesses.form.clientPlaceholder')}
            value={form.values.clientId}
            onChange={(clientId) => form.setFieldValue('clientId', clientId)}
            error={form.errors.clientId}
            data-autofocus
          />
        )}
        <BusinessFormFields form={form} />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {business ? t('businesses.form.save') : t('businesses.form.create')}
        </Button>
      </Group>
    </form>
  );
}
