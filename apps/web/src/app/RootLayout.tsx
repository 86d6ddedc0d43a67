/**
 * The root route: shows route changes (lazy chunks, guard checks) on the progress bar and moves
 * the focus to each new page.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { requestFinished, requestStarted } from './http/progress';
import { useRouteFocus } from './routeFocus';

export function RootLayout() {
  const navigating = useNavigation().state !== 'idle';
  useRouteFocus();
  useEffect(() => {
    if (!navigating) return undefined;
    requestStarted();
    return requestFinished;
  }, [navigating]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route (and the session restore) loads. */
export function AppLoading() {
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}
