/** /auto-coding-system/view/{id}: a rule's versions and its runs, each run's lines and its undo. */
import { Anchor, Badge, Button, Center, EmptyState, Grid, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { RecordLoading } from '../../ui/RecordFallback';
import { useRule } from './queries';
import { RuleNotFound } from './RuleNotFound';
import { RuleRuns } from './RuleRuns';
import { RuleVersions } from './RuleVersions';
import { SectionCard } from './SectionCard';

export default function RuleViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const rule = useRule(id);
  if (!id) {
    return (
      <Center py="xl">
        <EmptyState icon={<IconHistory />} title={t('coding.view.noRule')}>
          <Button component={Link} to="/auto-coding-system" variant="light" mt="md">
            {t('coding.editor.back')}
          </Button>
        </EmptyState>
      </Center>
    );
  }
  if (rule.isPending) return <RecordLoading />;
  if (!rule.data) {
    return <RuleNotFound title={t('coding.editor.notFound')} />;
  }
  const { data } = rule;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/auto-coding-system" size="sm">
        {t('coding.editor.back')}
      </Anchor>
      <PageHeader
        title={data.name}
        description={
          <Group gap="xs" component="span">
            <Badge variant="light">{t(`coding.status.${data.status}`)}</Badge>
            <Badge variant="outline">{t(`coding.mode.${data.mode}`)}</Badge>
            <Text span size="sm">
              {t(`coding.scopeKind.${data.scope.kind}`)} · {data.scopeName}
            </Text>
          </Group>
        }
        actions={
          <Button component={Link} to={`/auto-coding-system/${data.id}`} variant="light">
            {t('coding.view.edit')}
          </Button>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard title={t('coding.view.versions')}>
            <RuleVersions ruleId={data.id} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SectionCard title={t('coding.view.runs')}>
            <RuleRuns ruleId={data.id} />
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
