/**
 * The editor's body: the form state, its sections and the save, status and apply actions. A rule
 * drafted from a coded line starts from the server's draft, says what it matches, and previews.
 */
import type { RuleDraftFromLine, RuleDto, RuleStatus } from '@ledgerdesk/domain';
import { Alert, Anchor, Button, Card, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showError, showSuccess } from '../../app/notify';
import { PageHeader } from '../../ui/PageHeader';
import { useAuthState } from '../auth/session';
import { ActionsFields } from './ActionsFields';
import { ApplyModal, applyJobOf } from './ApplyModal';
import { rememberedJob } from './codingJob';
import { ConditionBuilder } from './ConditionBuilder';
import { LiveCount } from './LiveCount';
import { useBankAccountOptions, useChartOptions } from './lookups';
import { PreviewPanel } from './PreviewPanel';
import { useRuleStatus, useSaveRule } from './queries';
import { canEditScope, editableScopes } from './ruleAccess';
import { emptyRuleForm, fromRule, probeDraft, ruleFormErrors, toRuleDraft, type RuleForm } from './ruleForm';
import { emptyTarget, targetBusinessId, toRunTarget, type TargetForm } from './runTarget';
import { SampleLineCheck } from './SampleLineCheck';
import { ScopeFields } from './ScopeFields';
import { SectionCard } from './SectionCard';
import { sectionErrors, type Section } from './serverErrors';
import { TargetFields } from './TargetFields';

export function RuleEditor({ rule, fromLine = null }: { rule: RuleDto | null; fromLine?: RuleDraftFromLine | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleId } = useAuthState();
  // A rule drafted from a line keeps to the line's business, as a saved rule keeps its scope.
  const fixedScope = rule?.scope ?? fromLine?.draft.scope;
  const scopeKinds = fixedScope ? [fixedScope.kind] : editableScopes(roleId);
  const [form, setForm] = useState<RuleForm>(() => {
    const start = rule ?? fromLine?.draft;
    return start ? fromRule(start) : emptyRuleForm(scopeKinds.at(-1) ?? 'business');
  });
  const [saved] = useState(() => (rule ? JSON.stringify(toRuleDraft(fromRule(rule))) : ''));
  const [target, setTarget] = useState<TargetForm>(emptyTarget);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Section, string>>>({});
  // A run started before a reload is shown again, where it was started.
  const [applying, setApplying] = useState(() => rule !== null && rememberedJob(applyJobOf(rule.id)) !== null);
  const save = useSaveRule();
  const status = useRuleStatus();

  const readOnly = rule !== null && !canEditScope(roleId, rule.scope.kind);
  const change = (patch: Partial<RuleForm>) => setForm((current) => ({ ...current, ...patch }));
  const changeTarget = (patch: Partial<TargetForm>) => setTarget((current) => ({ ...current, ...patch }));
  const errors = { ...(showErrors ? ruleFormErrors(form) : {}), ...serverErrors };
  const scopeBankAccounts = useBankAccountOptions(form.scopeKind === 'business' ? form.businessId : '');
  const targetBankAccounts = useBankAccountOptions(targetBusinessId(target, form));
  const chart = useChartOptions(form.scopeKind === 'business' ? form.businessId : '');
  const runTarget = toRunTarget(target, form);
  const draft = probeDraft(form);
  const dirty = JSON.stringify(toRuleDraft(form)) !== saved;
  const previewRequest = rule && !dirty ? { ruleId: rule.id, target: runTarget } : draft && { draft, target: runTarget };

  const setStatus = (id: string, next: RuleStatus, message: string) =>
    status.mutate({ id, status: next }, { onSuccess: () => showSuccess(message) });

  const submit = (next: 'draft' | 'active') => {
    setShowErrors(true);
    setServerErrors({});
    if (Object.keys(ruleFormErrors(form)).length > 0) {
      showError(new Error(t('coding.editor.fixErrors')));
      return;
    }
    save.mutate(
      { id: rule?.id ?? null, input: { ...toRuleDraft(form), status: next } },
      {
        onSuccess: (result) => {
          if (rule && next === 'active' && rule.status !== 'active') setStatus(result.id, 'active', t('coding.editor.activated'));
          else showSuccess(next === 'active' && !rule ? t('coding.editor.activated') : t('coding.editor.saved'));
          if (!rule) void navigate(`/auto-coding-system/${result.id}`, { replace: true });
        },
        onError: (error) => {
          setServerErrors(sectionErrors(error));
          showError(error);
        },
      },
    );
  };

  const busy = save.isPending || status.isPending;
  const actions = (
    <Group gap="xs">
      {rule && (
        <Button component={Link} to={`/auto-coding-system/view/${rule.id}`} variant="subtle">
          {t('coding.editor.history')}
        </Button>
      )}
      {!readOnly && rule?.status === 'archived' && (
        <Button variant="default" onClick={() => setStatus(rule.id, 'draft', t('coding.editor.restored'))} loading={status.isPending}>
          {t('coding.editor.restore')}
        </Button>
      )}
      {!readOnly && rule?.status === 'active' && (
        <>
          <Button variant="default" color="red" onClick={() => setStatus(rule.id, 'archived', t('coding.editor.archived'))} disabled={busy}>
            {t('coding.editor.archive')}
          </Button>
          <Button
            variant="light"
            onClick={() => setApplying(true)}
            disabled={dirty || busy}
            title={dirty ? t('coding.apply.needsSaved') : undefined}
          >
            {t('coding.editor.apply')}
          </Button>
          <Button onClick={() => submit('active')} loading={save.isPending} disabled={!dirty}>
            {t('coding.editor.saveActive')}
          </Button>
        </>
      )}
      {!readOnly && rule?.status !== 'active' && rule?.status !== 'archived' && (
        <>
          <Button variant="default" onClick={() => submit('draft')} loading={save.isPending} disabled={busy}>
            {t('coding.editor.saveDraft')}
          </Button>
          <Button onClick={() => submit('active')} loading={busy}>
            {t('coding.editor.activate')}
          </Button>
        </>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/auto-coding-system" size="sm">
        {t('coding.editor.back')}
      </Anchor>
      <PageHeader
        title={rule ? t('coding.editor.editTitle') : t('coding.editor.newTitle')}
        description={rule?.status === 'active' ? t('coding.editor.versionNote') : undefined}
        actions={actions}
      />
      {readOnly && <Alert color="gray">{t('coding.editor.readOnly')}</Alert>}
      {fromLine && (
        <Alert color="blue" title={t('coding.fromLine.title')}>
          {t('coding.fromLine.matches', fromLine.matches)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SectionCard title={t('coding.editor.details')} h="100%">
            <ScopeFields
              form={form}
              onChange={change}
              scopeKinds={scopeKinds}
              bankAccounts={scopeBankAccounts}
              scopeName={rule?.scopeName ?? fromLine?.businessName}
              errors={errors}
              readOnly={readOnly}
            />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard title={t('coding.target.title')} h="100%">
            <TargetFields
              target={target}
              onChange={changeTarget}
              chooseBusiness={form.scopeKind !== 'business'}
              bankAccounts={targetBankAccounts}
            />
          </SectionCard>
        </Grid.Col>
      </Grid>
      <Card withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            {t('coding.editor.conditions')}
          </Title>
          <LiveCount draft={draft} target={runTarget} />
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xl: 8 }}>
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <ConditionBuilder
                value={form.conditions}
                onChange={(conditions) => change({ conditions })}
                bankAccounts={scopeBankAccounts}
                accounts={chart.options}
                showErrors={showErrors}
              />
            </fieldset>
            {errors.conditions && (
              <Text size="sm" c="red" role="alert" mt="xs">
                {errors.conditions}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 4 }}>
            <Paper withBorder p="sm" radius="sm">
              <Title order={3} fz="h5" mb="xs">
                {t('coding.sample.title')}
              </Title>
              <SampleLineCheck conditions={form.conditions} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Card>
      <SectionCard title={t('coding.editor.actions')}>
        <ActionsFields form={form} onChange={change} chart={chart} error={errors.actions} readOnly={readOnly} />
      </SectionCard>
      <Card withBorder radius="md" p="md">
        <PreviewPanel request={previewRequest} runAtOnce={fromLine !== null} />
      </Card>
      {rule && (
        <ApplyModal
          ruleId={rule.id}
          opened={applying}
          onClose={() => setApplying(false)}
          target={target}
          onTargetChange={changeTarget}
          toRunTarget={(value) => toRunTarget(value, form)}
          chooseBusiness={form.scopeKind !== 'business'}
          bankAccounts={targetBankAccounts}
        />
      )}
    </Stack>
  );
}
