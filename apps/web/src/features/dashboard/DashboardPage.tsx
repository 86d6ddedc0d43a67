/**
 * /dashboard for every role, within its scope: greeting, key figures, charts, the latest
 * clients, businesses and staff, quick links, latest notifications, unread count and profile.
 */
import { Grid, Skeleton, Stack } from '@mantine/core';
import { can } from '@ledgerdesk/domain';
import { lazy, Suspense } from 'react';
import { useAuthState } from '../auth/session';
import { useDashboard } from './api';
import { CountCards } from './CountCards';
import { GreetingCard } from './GreetingCard';
import { LatestLists } from './LatestLists';
import { LatestNotificationsCard } from './LatestNotificationsCard';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { QuickLinksCard } from './QuickLinksCard';
import { UnreadCard } from './UnreadCard';

/** The charts bring recharts along: loaded beside the page so the figures and lists show first. */
const DashboardCharts = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.DashboardCharts })));

export default function DashboardPage() {
  const auth = useAuthState();
  const dashboard = useDashboard();
  const showStaff = can(auth.roleId, 'users:read');
  return (
    <Stack gap="lg" maw={1280}>
      <GreetingCard auth={auth} />
      <CountCards counts={dashboard.data?.counts} showStaff={showStaff} />
      <Suspense fallback={<Skeleton h={380} radius="md" />}>
        <DashboardCharts charts={dashboard.data?.charts} />
      </Suspense>
      <LatestLists latest={dashboard.data?.latest} roleId={auth.roleId} showStaff={showStaff} />
      <QuickLinksCard roleId={auth.roleId} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <LatestNotificationsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <UnreadCard />
            <ProfileSummaryCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
