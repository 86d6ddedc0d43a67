/**
 * The staff a brand names to approve lock requests of its businesses, besides the Super Admins
 * and the approving roles. Only staff who see the brand's clients are offered (the server checks
 * again); someone named earlier stays listed so removing them is a visible choice.
 */
import { Button, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { fetchLockApproverCandidates, setBrandLockApprovers, type BrandDetail, type BrandLockApprover } from './api';
import { brandKeys, useStoreBrand } from './queries';

const option = (user: BrandLockApprover) => ({ value: user.id, label: `${user.name} (${user.email})` });

export function BrandLockApproversForm({ brand }: { brand: BrandDetail }) {
  const { t } = useTranslation();
  const store = useStoreBrand();
  const candidates = useQuery({
    queryKey: [...brandKeys.detail(brand.id), 'lock-approver-candidates'],
    queryFn: ({ signal }) => fetchLockApproverCandidates(brand.id, signal),
  });
  const [selected, setSelected] = useState(() => brand.lockApprovers.map((user) => user.id));
  const save = useMutation({
    mutationFn: () => setBrandLockApprovers(brand.id, selected),
    onSuccess: async (updated) => {
      await store(updated);
      showSuccess(t('brandLockApprovers.saved'));
    },
    onError: (error) => showError(error),
  });
  const offered = new Map([...brand.lockApprovers, ...(candidates.data ?? [])].map((user) => [user.id, option(user)]));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('brandLockApprovers.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('brandLockApprovers.hint')}
        </Text>
        <MultiSelect
          label={t('brandLockApprovers.label')}
          placeholder={candidates.isPending ? t('brandLockApprovers.loading') : t('brandLockApprovers.placeholder')}
          nothingFoundMessage={t('brandLockApprovers.nothingFound')}
          data={[...offered.values()]}
          value={selected}
          onChange={setSelected}
          disabled={candidates.isPending}
          searchable
          clearable
          maxValues={50}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('brandLockApprovers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
