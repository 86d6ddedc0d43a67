/** Chooses case managers to add to a business from the assignable list (already assigned ones are skipped). */
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUniqueById, useAssignCaseManagers, type CaseManagerLists } from './caseManagersApi';

interface AssignCaseManagersModalProps {
  businessId: string;
  lists: CaseManagerLists;
  opened: boolean;
  onClose: () => void;
}

const fullName = (m: { firstName: string; lastName: string; email: string }) => `${m.firstName} ${m.lastName}`.trim() || m.email;

export function AssignCaseManagersModal({ businessId, lists, opened, onClose }: AssignCaseManagersModalProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const assign = useAssignCaseManagers(businessId, lists.assigned);
  const options = addUniqueById([], lists.assignable)
    .filter((m) => !lists.assigned.some((a) => a.id === m.id))
    .map((m) => ({ value: m.id, label: `${fullName(m)} · ${m.email}` }));
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('businesses.caseManagers.assignTitle')} centered>
      <Stack gap="md">
        <MultiSelect
          label={t('businesses.caseManagers.choose')}
          placeholder={options.length ? t('businesses.caseManagers.choosePlaceholder') : undefined}
          searchable
          data={options}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('businesses.caseManagers.noneAssignable')}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('businesses.caseManagers.noneAssignable')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={assign.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={assign.isPending}
            onClick={() =>
              assign.mutate(
                lists.assignable.filter((m) => chosen.includes(m.id)),
                { onSuccess: close },
              )
            }
          >
            {t('businesses.caseManagers.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
