/** /dashboard: greeting, the latest notifications, the profile, unread count and quick links. */
import { Grid, Stack } from '@mantine/core';
import { useAuthState } from '../auth/session';
import { GreetingCard } from './GreetingCard';
import { LatestNotificationsCard } from './LatestNotificationsCard';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { QuickLinksCard } from './QuickLinksCard';
import { UnreadCard } from './UnreadCard';

export default function DashboardPage() {
  const auth = useAuthState();
  return (
    <Stack gap="lg" maw={1280}>
      <GreetingCard auth={auth} />
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
