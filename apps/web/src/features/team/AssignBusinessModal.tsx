/** Chooses businesses in the caller's scope (searched on the server) and assigns them to a case manager. */
import { Button, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchBusinesses, type BusinessOption } from './caseManagerApi';
import { useAssignBusinesses } from './queries';

interface AssignBusinessModalProps {
  opened: boolean;
  onClose: () => void;
  caseManagerId: string;
  caseManagerName: string;
  assignedIds: readonly string[];
}

export function AssignBusinessModal({ opened, onClose, caseManagerName, ...rest }: AssignBusinessModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('team.caseManager.assignTitle', { name: caseManagerName })} centered size="lg">
      {opened && <AssignForm onDone={onClose} {...rest} />}
    </Modal>
  );
}

const optionLabel = (business: BusinessOption) => `${business.name} · ${business.clientCode} ${business.clientName}`;

function AssignForm({
  caseManagerId,
  assignedIds,
  onDone,
}: Omit<AssignBusinessModalProps, 'opened' | 'onClose' | 'caseManagerName'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  // Chosen options stay listed while the search shows other businesses.
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const found = useQuery({
    queryKey: ['team', 'assignable-businesses', debounced],
    queryFn: ({ signal }) => searchBusinesses(debounced, signal),
    staleTime: 30_000,
  });
  const assign = useAssignBusinesses(caseManagerId, onDone);

  const options = new Map(chosen);
  for (const business of found.data ?? []) {
    if (!assignedIds.includes(business.id)) options.set(business.id, optionLabel(business));
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.size > 0) assign.mutate([...chosen.keys()]);
      }}
    >
      <Stack gap="md">
        <MultiSelect
          label={t('team.caseManager.assignLabel')}
          placeholder={t('team.caseManager.assignPlaceholder')}
          description={t('team.caseManager.assignHint')}
          data={[...options].map(([value, label]) => ({ value, label }))}
          value={[...chosen.keys()]}
          onChange={(ids) => setChosen(new Map(ids.map((id) => [id, options.get(id) ?? id])))}
          searchable
          searchValue={keyword}
          onSearchChange={setKeyword}
          filter={({ options: all }) => all}
          nothingFoundMessage={found.isFetching ? t('common.loading') : t('team.caseManager.nothingFound')}
          hidePickedOptions
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={assign.isPending}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" loading={assign.isPending} disabled={chosen.size === 0}>
            {t('team.caseManager.assignSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
