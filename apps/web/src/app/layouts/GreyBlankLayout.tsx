/** Grey blank layout: one centred card on a grey page (activation, password recovery, email confirm). */
import { Anchor, Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/BrandLogo';

export function GreyBlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-8))">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={460} gap="lg" align="center">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <BrandLogo size="lg" />
          </Anchor>
          <Paper w="100%" p="xl" radius="lg" shadow="sm" withBorder>
            {children ?? <Outlet />}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
