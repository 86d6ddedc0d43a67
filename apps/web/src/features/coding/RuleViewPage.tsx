/** /auto-coding-system/view/{id}: a rule's versions and its runs, each run's lines and its undo. */
import { Anchor, Badge, Button, Card, Center, EmptyState, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconWandOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { RecordLoading, RecordNotFound } from '../../ui/RecordFallback';
import { useRule } from './queries';
import { RuleRuns } from './RuleRuns';
import { RuleVersions } from './RuleVersions';

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
          <Card withBorder radius="md" p="md">
            <Title order={2} fz="h4" mb="sm">
              {t('coding.view.versions')}
            </Title>
            <RuleVersions ruleId={data.id} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder radius="md" p="md">
            <Title order={2} fz="h4" mb="sm">
              {t('coding.view.runs')}
            </Title>
            <RuleRuns ruleId={data.id} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
