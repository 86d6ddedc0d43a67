/** /login on the blank layout: a product panel beside the sign-in card, which offers the language switcher. */
import { Box, Grid, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../app/layouts/default/LanguageSwitcher';
import { BrandLogo } from '../../ui/BrandLogo';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  const points = [t('auth.pitch.point1'), t('auth.pitch.point2'), t('auth.pitch.point3')];
  return (
    <Grid gap={0} mih="100vh" styles={{ inner: { minHeight: '100vh' } }}>
      <Grid.Col span={{ base: 12, md: 6 }} visibleFrom="md">
        <Box h="100%" p={56} c="white" bg="linear-gradient(140deg, var(--mantine-color-blue-9), var(--mantine-color-cyan-7))">
          <Stack h="100%" justify="space-between">
            <Text fw={700} fz={22}>
              Ledgerdesk
            </Text>
            <Stack gap="lg" maw={460}>
              <Title order={2} fz={34} lh={1.2}>
                {t('auth.pitch.title')}
              </Title>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color="white" c="blue.8" radius="xl" size={22}>
                    <IconCheck size={14} aria-hidden />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
            <Text size="sm" opacity={0.8}>
              {t('auth.pitch.footer')}
            </Text>
          </Stack>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack h="100%" justify="center" align="center" p="xl">
          <Paper w="100%" maw={420} p="xl" radius="lg" withBorder shadow="sm">
            <Stack gap="lg">
              <Group justify="space-between" wrap="nowrap">
                <BrandLogo />
                <LanguageSwitcher />
              </Group>
              <div>
                <Title order={1} fz="h2">
                  {t('auth.signInTitle')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('auth.signInSubtitle')}
                </Text>
              </div>
              <LoginForm />
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
