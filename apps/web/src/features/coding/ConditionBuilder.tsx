/**
 * The auto-coding rule's condition builder: the shared tree editor over bank-line fields, with
 * value inputs fitting each field.
 */
import { conditionSchema } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { CONDITION_FIELDS, FIELD_SPECS } from './conditionFields';
import { newCondition, toCondition, type DraftCondition, type DraftGroup } from './conditionDraft';
import { ConditionTreeEditor, type FieldCatalogue } from './ConditionTreeEditor';
import { ConditionValueInput, type Option } from './ConditionValueInput';

export interface ConditionBuilderProps {
  value: DraftGroup;
  onChange: (next: DraftGroup) => void;
  bankAccounts: Option[];
  accounts: Option[];
  /** Marks conditions the schema refuses (after a save was tried). */
  showErrors: boolean;
}

const catalogue: Omit<FieldCatalogue<DraftCondition>, 'fieldLabel'> = {
  fields: CONDITION_FIELDS,
  operators: (field) => FIELD_SPECS[field].operators,
  newCondition,
  isValid: (condition) => conditionSchema.safeParse(toCondition(condition)).success,
};

export function ConditionBuilder({ bankAccounts, accounts, ...rest }: ConditionBuilderProps) {
  const { t } = useTranslation();
  return (
    <ConditionTreeEditor
      catalogue={{ ...catalogue, fieldLabel: (field) => t(`coding.field.${field}`) }}
      renderValue={(props) => <ConditionValueInput {...props} bankAccounts={bankAccounts} accounts={accounts} />}
      {...rest}
    />
  );
}
