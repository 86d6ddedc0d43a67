/** Blank layout: the page owns the whole screen (login, legal pages). */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      {children ?? <Outlet />}
    </Box>
  );
}
