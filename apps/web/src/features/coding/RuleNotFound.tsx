/** A rule page with nothing to show (no such rule, or no rule from the line), leading back to the list. */
import { IconWandOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../ui/RecordFallback';

export function RuleNotFound({ title, description = '' }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      icon={<IconWandOff />}
      title={title}
      description={description}
      backTo="/auto-coding-system"
      backLabel={t('coding.editor.back')}
    />
  );
}
