/**
 * The chat's business picker: searches the caller's active businesses on the server as they type
 * (a practice has far more than one list holds), and always names the open business.
 */
import { useTranslation } from 'react-i18next';
import { BusinessSelect } from '../businesses/BusinessSelect';

interface BusinessPickerProps {
  businessId: string | undefined;
  /** The open business's name (its group channel's), in case it is not among the matches. */
  businessName: string | undefined;
  onPick: (businessId: string) => void;
}

export function BusinessPicker({ businessId, businessName, onPick }: BusinessPickerProps) {
  const { t } = useTranslation();
  return (
    <BusinessSelect
      activeOnly
      label={t('chat.business')}
      placeholder={t('chat.businessPlaceholder')}
      emptyMessage={t('chat.noBusinesses')}
      value={businessId ?? null}
      selectedLabel={businessName}
      onChange={(id) => id && onPick(id)}
    />
  );
}
