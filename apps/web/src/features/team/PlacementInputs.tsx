/** Role, region, brand and supervisor inputs, shown as the chosen role needs them. */
import { Select, Stack, Text } from '@mantine/core';
import { isRegionBound, placementFields, Role, staffRolesFor, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { useBrandOptions, useRegionOptions, useStaffOptions } from '../clients/lookups';
import type { PlacementValues } from './placement';

interface PlacementInputsProps {
  actor: RoleId;
  values: PlacementValues;
  onChange: (patch: Partial<PlacementValues>) => void;
  errors: Partial<Record<keyof PlacementValues, string>>;
}

export function PlacementInputs({ actor, values, onChange, errors }: PlacementInputsProps) {
  const { t } = useTranslation();
  const shown = placementFields(actor, values.roleId);
  const regions = useRegionOptions(actor);
  const brands = useBrandOptions(actor);
  const supervisors = useStaffOptions(actor, Role.Supervisor, shown.supervisor);
  const roleIds = staffRolesFor(actor);

  return (
    <Stack gap="md">
      <Select
        label={t('team.fields.role')}
        data={roleIds.map((id) => ({ value: String(id), label: t(`roles.${id}`) }))}
        required
        allowDeselect={false}
        value={values.roleId === null ? null : String(values.roleId)}
        onChange={(value) => onChange({ roleId: roleIds.find((id) => String(id) === value) ?? null })}
        error={errors.roleId}
        comboboxProps={{ withinPortal: true }}
      />
      {shown.region && (
        <Select
          label={t('team.fields.region')}
          data={regions.data ?? []}
          required
          value={values.regionId}
          onChange={(regionId) => onChange({ regionId })}
          error={errors.regionId}
        />
      )}
      {values.roleId !== null && isRegionBound(actor) && (
        <Text size="sm" c="dimmed">
          {t(values.roleId === Role.CaseManager && actor === Role.Supervisor ? 'team.supervisorSelf' : 'team.regionOwn')}
        </Text>
      )}
      {shown.brand && (
        <Select
          label={t('team.fields.brand')}
          data={brands.data ?? []}
          required
          searchable
          value={values.brandId}
          onChange={(brandId) => onChange({ brandId })}
          error={errors.brandId}
        />
      )}
      {shown.supervisor && (
        <Select
          label={t('team.fields.supervisor')}
          placeholder={t('team.fields.supervisorNone')}
          data={supervisors.data ?? []}
          searchable
          clearable
          value={values.supervisorId}
          onChange={(supervisorId) => onChange({ supervisorId })}
        />
      )}
    </Stack>
  );
}
