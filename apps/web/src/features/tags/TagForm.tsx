/** Name and colour of a tag, for creating one or editing it. */
import { Button, ColorSwatch, Group, Select, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TAG_COLORS, type TagInput } from './api';

/** A palette name as its theme colour; a #rrggbb colour as it is. */
export function swatch(color: string): string {
  return color.startsWith('#') ? color : `var(--mantine-color-${color}-6)`;
}

interface TagFormProps {
  initial?: TagInput;
  submitLabel: string;
  loading: boolean;
  onSubmit: (input: TagInput) => void;
  onCancel?: () => void;
}

export function TagForm({ initial, submitLabel, loading, onSubmit, onCancel }: TagFormProps) {
  const { t } = useTranslation();
  const form = useForm<TagInput>({
    initialValues: initial ?? { name: '', color: 'blue' },
    validate: { name: isNotEmpty(t('tags.nameRequired')) },
  });
  const palette: readonly string[] = TAG_COLORS;
  const custom = initial && !palette.includes(initial.color) ? [{ value: initial.color, label: initial.color }] : [];
  const colors = [...TAG_COLORS.map((color) => ({ value: color, label: t(`tags.colors.${color}`) })), ...custom];
  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        form.onSubmit((values) => onSubmit({ name: values.name.trim(), color: values.color }))(event);
      }}
      noValidate
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput label={t('tags.name')} maxLength={50} style={{ flex: 1 }} {...form.getInputProps('name')} />
        <Select
          label={t('tags.color')}
          w={140}
          allowDeselect={false}
          data={colors}
          leftSection={<ColorSwatch color={swatch(form.values.color)} size={14} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={swatch(String(option.value))} size={14} />
              {option.label}
            </Group>
          )}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('color')}
        />
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
        )}
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
