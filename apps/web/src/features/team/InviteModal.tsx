/** Invites a staff member by email; they set a password through the /Activation link in the mail. */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { inviteBodySchema, staffRolesFor, type RoleId } from '@ledgerdesk/domain';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { inviteMember } from './api';
import { PlacementInputs } from './PlacementInputs';
import { validateWith } from '../../ui/schemaForm';
import { placementBody, placementErrors, type PlacementValues } from './placement';
import { teamKeys } from './queries';

interface InviteValues extends PlacementValues {
  email: string;
  firstName: string;
  lastName: string;
}

export function InviteModal({ opened, onClose, actor }: { opened: boolean; onClose: () => void; actor: RoleId }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('team.inviteTitle')} centered size="lg">
      {opened && <InviteForm actor={actor} onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ actor, onDone }: { actor: RoleId; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = staffRolesFor(actor);
  const required = t('validation.required');
  const checkInvite = validateWith<InviteValues>(inviteBodySchema, {
    email: t('validation.email'),
    firstName: required,
    lastName: required,
    roleId: required,
  });
  const form = useForm<InviteValues>({
    initialValues: {
      email: '',
      firstName: '',
      lastName: '',
      roleId: roles.length === 1 ? (roles[0] ?? null) : null,
      regionId: null,
      brandId: null,
      supervisorId: null,
    },
    validate: (values) => {
      // The email is sent trimmed; the placement fields a role needs are the domain's rule.
      const missing = placementErrors(actor, values);
      return {
        ...checkInvite({ ...values, email: values.email.trim() }),
        regionId: missing.regionId ? required : null,
        brandId: missing.brandId ? required : null,
      };
    },
  });
  const invite = useMutation({
    mutationFn: (values: InviteValues & { roleId: RoleId }) =>
      inviteMember({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...placementBody(actor, values),
      }),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      showSuccess(t('team.invitedSuccess', { email: member.email }));
      onDone();
    },
    onError: (error) => showError(error),
  });

  const submit = form.onSubmit((values) => {
    if (values.roleId !== null) invite.mutate({ ...values, roleId: values.roleId });
  });
  const text = (error: unknown) => (typeof error === 'string' ? error : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('team.inviteHint')}
        </Text>
        <TextInput label={t('team.fields.email')} type="email" required data-autofocus {...form.getInputProps('email')} />
        <Group grow align="flex-start">
          <TextInput label={t('team.fields.firstName')} required {...form.getInputProps('firstName')} />
          <TextInput label={t('team.fields.lastName')} required {...form.getInputProps('lastName')} />
        </Group>
        <PlacementInputs
          actor={actor}
          values={form.getValues()}
          onChange={(patch) => form.setValues(patch)}
          errors={{ roleId: text(form.errors.roleId), regionId: text(form.errors.regionId), brandId: text(form.errors.brandId) }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('team.sendInvite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
