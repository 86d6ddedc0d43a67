/** Renders a component inside the app providers and a memory router. */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The search parameters of the URL the LocationProbe shows, whatever their order. */
export function probedSearch(): Record<string, string> {
  const shown = screen.getByTestId('location').textContent ?? '';
  return Object.fromEntries(new URL(shown, 'http://localhost').searchParams);
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

interface RenderOptions {
  path?: string;
  /** Extra routes beside the one rendering `ui` at `path`. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders a route table (a layout route can hold the component under test). */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result: RenderResult = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

export function renderWithRouter(ui: ReactNode, { path = '/', routes = [], queryClient = testQueryClient() }: RenderOptions = {}) {
  const pathname = path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <LocationProbe />,
      },
      {
        path: pathname,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      ...routes,
    ],
    { initialEntries: [path] },
  );
  const result: RenderResult = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}
