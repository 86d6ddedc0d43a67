/** Changes a member's role within what the actor may grant, with the placement that role needs. */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { fullName, type RoleId } from '@ledgerdesk/domain';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Member } from './api';
import { PlacementInputs } from './PlacementInputs';
import { placementBody, placementErrors, type PlacementValues } from './placement';
import { useUpdatePlacement } from './queries';

interface ChangeRoleModalProps {
  member: Member;
  actor: RoleId;
  opened: boolean;
  onClose: () => void;
}

export function ChangeRoleModal({ member, actor, opened, onClose }: ChangeRoleModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('team.changeRoleTitle', { name: fullName(member) || member.email })} centered>
      {opened && <ChangeRoleForm member={member} actor={actor} onDone={onClose} />}
    </Modal>
  );
}

function ChangeRoleForm({ member, actor, onDone }: { member: Member; actor: RoleId; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePlacement(member.id, onDone);
  const form = useForm<PlacementValues>({
    initialValues: { roleId: member.roleId, regionId: member.regionId, brandId: member.brandId, supervisorId: member.supervisorId },
    validate: (values) => {
      const missing = placementErrors(actor, values);
      const required = t('validation.required');
      return {
        roleId: missing.roleId ? required : null,
        regionId: missing.regionId ? required : null,
        brandId: missing.brandId ? required : null,
      };
    },
  });
  const text = (error: unknown) => (typeof error === 'string' ? error : undefined);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (values.roleId !== null) update.mutate(placementBody(actor, { ...values, roleId: values.roleId }));
      })}
    >
      <Stack gap="md">
        <PlacementInputs
          actor={actor}
          values={form.getValues()}
          onChange={(patch) => form.setValues(patch)}
          errors={{ roleId: text(form.errors.roleId), regionId: text(form.errors.regionId), brandId: text(form.errors.brandId) }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('team.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
