/**
 * /auto-coding-system/{id}: the rule editor ("new" opens an empty rule, or with
 * `?fromTransaction=` the rule the server drafts from that coded line). Conditions with a live
 * count, actions, the preview, saving as draft or active, and the apply to existing lines.
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { RecordLoading } from '../../ui/RecordFallback';
import { useRule, useRuleDraftFromLine } from './queries';
import { FROM_TRANSACTION_PARAM } from './ruleAccess';
import { RuleEditor } from './RuleEditor';
import { RuleNotFound } from './RuleNotFound';

export default function RuleEditorPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const isNew = id === 'new';
  const fromTransaction = isNew ? (params.get(FROM_TRANSACTION_PARAM) ?? '') : '';
  const rule = useRule(isNew ? '' : id);
  const fromLine = useRuleDraftFromLine(fromTransaction);
  if ((!isNew && rule.isPending) || (fromTransaction && fromLine.isPending)) return <RecordLoading />;
  if (fromLine.isError) {
    return <RuleNotFound title={t('coding.fromLine.failed')} description={fromLine.error.message} />;
  }
  if (!isNew && !rule.data) {
    return <RuleNotFound title={t('coding.editor.notFound')} />;
  }
  return <RuleEditor key={`${id}:${fromTransaction}`} rule={rule.data ?? null} fromLine={fromLine.data ?? null} />;
}
