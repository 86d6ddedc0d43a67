/** Asks for a name: a new folder, or a new name for a folder or file. */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NameModalProps {
  opened: boolean;
  title: string;
  initial: string;
  submitLabel: string;
  loading: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function NameModal({ opened, title, onClose, ...props }: NameModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && <NameForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function NameForm({ initial, submitLabel, loading, onSubmit, onClose }: Omit<NameModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const invalid = /[/\\]/.test(name);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() && !invalid) onSubmit(name.trim());
      }}
    >
      <Stack>
        <TextInput
          label={t('files.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={invalid ? t('files.nameSlash') : undefined}
          maxLength={255}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={loading} disabled={!name.trim() || invalid}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
