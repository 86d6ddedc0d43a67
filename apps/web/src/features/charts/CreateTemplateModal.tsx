/** A new system template: empty, or a copy of an existing template. */
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chart } from './api';
import { useCreateChart } from './queries';

interface Props {
  opened: boolean;
  onClose: () => void;
  templates: readonly Chart[];
  onCreated: (chart: Chart) => void;
}

export function CreateTemplateModal({ opened, onClose, templates, onCreated }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('charts.createTemplate')} centered>
      {opened && <CreateTemplateForm onClose={onClose} templates={templates} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateTemplateForm({ onClose, templates, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const create = useCreateChart();
  const [name, setName] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? t('charts.nameRequired') : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!name.trim()) return;
        create.mutate({ name: name.trim(), sourceChartId: source ?? undefined }, { onSuccess: onCreated });
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={t('charts.templateName')}
          required
          value={name}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Select
          label={t('charts.copyFrom')}
          placeholder={t('charts.copyFromEmpty')}
          clearable
          data={templates.map((chart) => ({ value: chart.id, label: chart.name }))}
          value={source}
          onChange={setSource}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('charts.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('charts.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
