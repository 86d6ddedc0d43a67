/**
 * An ABN input that asks the register once the checksum passes and offers the name it gives
 * (`onUseName`), for every form where an ABN is typed (business, client, contractor). For a user
 * who may not ask the register it is the plain checked input.
 */
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AbnInput } from '../../ui/AbnInput';
import { useAbnRegister } from './api';
import { AbnRegisterStatus } from './AbnRegisterStatus';

type AbnInputProps = Parameters<typeof AbnInput>[0];

interface AbnFieldProps extends AbnInputProps {
  /** Called with the register's name when the user takes it; without it no name is offered. */
  onUseName?: (name: string) => void;
  /** The name the form holds now: the offer disappears once it matches. */
  currentName?: string;
}

export function AbnField({ onUseName, currentName, value = '', ...props }: AbnFieldProps) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(value, 300);
  const check = useAbnRegister(settled);
  const register = check.data?.register;
  const names =
    register && (register.outcome === 'active' || register.outcome === 'cancelled') ? [register.entityName, ...register.businessNames] : [];
  const offered = [...new Set(names.filter((name): name is string => Boolean(name)))].filter((name) => name !== currentName);
  return (
    <Stack gap={4}>
      <AbnInput
        value={value}
        rightSection={check.isFetching ? <Loader size="xs" aria-label={t('abnLookup.checking')} /> : undefined}
        {...props}
      />
      {register && register.outcome !== 'off' && <AbnRegisterStatus register={register} compact />}
      {onUseName && offered.length > 0 && (
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('abnLookup.useName')}
          </Text>
          {offered.slice(0, 3).map((name) => (
            <Button key={name} size="compact-xs" variant="light" onClick={() => onUseName(name)}>
              {name}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
