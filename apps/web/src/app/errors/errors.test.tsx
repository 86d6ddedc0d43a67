import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../providers';
import { renderWithRouter, testQueryClient } from '../../test/render';
import { ErrorPageBoundary } from './ErrorPageBoundary';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

function Boom(): never {
  throw new Error('render failed');
}

function renderFailingRoute(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: element }]);
  return render(
    <Providers queryClient={testQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('error pages', () => {
  it('404 page shows the texts and a button back to the dashboard', () => {
    renderWithRouter(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("other errors show 'An error occurred'", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(<RouteErrorPage />);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('falls back to a plain page when the error page itself fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(
      <ErrorPageBoundary>
        <Boom />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});
