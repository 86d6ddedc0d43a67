/**
 * Assigning a client: its supervisor (or none), or a case manager, who is added to every
 * business of the client that they are not on yet.
 */
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Role, type RoleId } from '@ledgerdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { assignClient, type AssignInput } from './actionsApi';
import type { Client } from './api';
import { useStaffOptions } from './lookups';
import { useRefreshClients } from './queries';

type Target = 'supervisor' | 'caseManager';

interface AssignClientModalProps {
  client: Client;
  roleId: RoleId;
  opened: boolean;
  onClose: () => void;
}

export function AssignClientModal({ client, roleId, opened, onClose }: AssignClientModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('clients.assign.title', { name: client.name })} centered>
      {opened && <AssignForm client={client} roleId={roleId} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({ client, roleId, onClose }: Omit<AssignClientModalProps, 'opened'>) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const [target, setTarget] = useState<Target>('supervisor');
  const [supervisorId, setSupervisorId] = useState<string | null>(client.supervisorId);
  const [caseManagerId, setCaseManagerId] = useState<string | null>(null);
  const supervisors = useStaffOptions(roleId, Role.Supervisor);
  const caseManagers = useStaffOptions(roleId, Role.CaseManager);
  const assign = useMutation({
    mutationFn: (input: AssignInput) => assignClient(client.id, input),
    onSuccess: async (result) => {
      showSuccess(
        target === 'supervisor'
          ? t('clients.assign.supervisorDone')
          : t('clients.assign.caseManagerDone', { count: result.addedToBusinessIds.length }),
      );
      onClose();
      await refresh();
    },
    onError: (error) => showError(error),
  });
  const submit = () => {
    if (target === 'supervisor') assign.mutate({ supervisorId });
    else if (caseManagerId) assign.mutate({ caseManagerId });
  };
  const combobox = { withinPortal: true };
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        value={target}
        onChange={(value) => setTarget(value === 'caseManager' ? 'caseManager' : 'supervisor')}
        data={[
          { value: 'supervisor', label: t('clients.assign.supervisor') },
          { value: 'caseManager', label: t('clients.assign.caseManager') },
        ]}
      />
      {target === 'supervisor' ? (
        <Select
          label={t('clients.assign.supervisor')}
          placeholder={t('clients.assign.noSupervisor')}
          description={t('clients.assign.supervisorHint')}
          clearable
          searchable
          data={supervisors.data ?? []}
          value={supervisorId}
          onChange={setSupervisorId}
          comboboxProps={combobox}
        />
      ) : (
        <Stack gap={4}>
          <Select
            label={t('clients.assign.caseManager')}
            searchable
            data={caseManagers.data ?? []}
            value={caseManagerId}
            onChange={setCaseManagerId}
            comboboxProps={combobox}
          />
          <Text size="xs" c="dimmed">
            {t('clients.assign.caseManagerHint', { count: client.businessCount })}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={assign.isPending}>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={submit} loading={assign.isPending} disabled={target === 'caseManager' && !caseManagerId}>
          {t('clients.assign.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
