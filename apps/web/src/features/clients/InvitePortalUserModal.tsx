/** Invites a portal user (role Client) for this client: the invitee gets an /Activation link by email. */
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { portalUserBodySchema } from '@ledgerdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/language';
import { validateWith } from '../../ui/schemaForm';
import { invitePortalUser, type PortalUserInput } from './actionsApi';
import { clientKeys } from './queries';

interface InvitePortalUserModalProps {
  clientId: string;
  opened: boolean;
  onClose: () => void;
}

export function InvitePortalUserModal({ clientId, opened, onClose }: InvitePortalUserModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('clients.portal.inviteTitle')} centered>
      {opened && <InviteForm clientId={clientId} onClose={onClose} />}
    </Modal>
  );
}

function InviteForm({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PortalUserInput>({
    initialValues: { email: '', firstName: '', lastName: '', language: 'en' },
    validate: validateWith<PortalUserInput>(portalUserBodySchema, {
      email: t('validation.email'),
      firstName: t('validation.required'),
      lastName: t('validation.required'),
    }),
  });
  const invite = useMutation({
    mutationFn: (input: PortalUserInput) => invitePortalUser(clientId, input),
    onSuccess: async (user) => {
      showSuccess(
        user.invitationMailed
          ? t('clients.portal.invited', { email: user.email })
          : t('clients.portal.invitedNoMail', { email: user.email }),
      );
      onClose();
      await queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
    },
    onError: (error) => showError(error),
  });
  const submit = form.onSubmit((values) =>
    invite.mutate({ ...values, email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('clients.portal.email')} type="email" required data-autofocus {...form.getInputProps('email')} />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label={t('clients.portal.firstName')} required {...form.getInputProps('firstName')} />
          <TextInput label={t('clients.portal.lastName')} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Select
          label={t('clients.portal.language')}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          allowDeselect={false}
          value={form.values.language}
          onChange={(value) => form.setFieldValue('language', value === 'vi' ? 'vi' : 'en')}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={invite.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('clients.portal.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
