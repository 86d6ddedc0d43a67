/**
 * Find-and-recode's condition builder: the auto-coding tree editor over posted-line fields
 * (account, tax code, amount, date, contact, description, source).
 */
import { postedConditionSchema } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { ConditionTreeEditor, type FieldCatalogue } from '../coding/ConditionTreeEditor';
import type { Option } from '../coding/ConditionValueInput';
import { newPostedCondition, POSTED_FIELDS, POSTED_SPECS, toPostedCondition, type PostedDraft, type PostedDraftGroup } from './postedDraft';
import { PostedValueInput } from './PostedValueInput';

export interface PostedConditionBuilderProps {
  value: PostedDraftGroup;
  onChange: (next: PostedDraftGroup) => void;
  /** The chosen business's chart; empty: codes are typed. */
  accounts: Option[];
  showErrors: boolean;
}

const catalogue: Omit<FieldCatalogue<PostedDraft>, 'fieldLabel'> = {
  fields: POSTED_FIELDS,
  operators: (field) => POSTED_SPECS[field].operators,
  newCondition: newPostedCondition,
  isValid: (condition) => postedConditionSchema.safeParse(toPostedCondition(condition)).success,
};

export function PostedConditionBuilder({ accounts, ...rest }: PostedConditionBuilderProps) {
  const { t } = useTranslation();
  return (
    <ConditionTreeEditor
      catalogue={{ ...catalogue, fieldLabel: (field) => t(`recode.field.${field}`) }}
      renderValue={(props) => <PostedValueInput {...props} accounts={accounts} />}
      {...rest}
    />
  );
}
