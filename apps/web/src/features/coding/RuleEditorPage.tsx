/**
 * /auto-coding-system/{id}: the rule editor ("new" opens an empty rule). Conditions with a live
 * count, actions, the preview, saving as draft or active, and the apply to existing lines.
 */
import { IconWandOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordLoading, RecordNotFound } from '../../ui/RecordFallback';
import { useRule } from './queries';
import { RuleEditor } from './RuleEditor';

export default function RuleEditorPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const rule = useRule(isNew ? '' : id);
  if (!isNew && rule.isPending) return <RecordLoading />;
  if (!isNew && !rule.data) {
    return (
      <RecordNotFound
        icon={<IconWandOff />}
        title={t('coding.editor.notFound')}
        description=""
        backTo="/auto-coding-system"
        backLabel={t('coding.editor.back')}
      />
    );
  }
  return <RuleEditor key={id} rule={rule.data ?? null} />;
}
