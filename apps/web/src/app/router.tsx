/** The browser router, and the wiring of the HTTP client to the session and navigation. */
import { createBrowserRouter } from 'react-router';
import { session } from '../features/auth/session';
import { configureHttp } from './http/client';
import { queryClient } from './queryClient';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

configureHttp({
  getToken: () => session.token(),
  // SPEC.md §8: a 401 clears the session and goes to /login.
  onUnauthorized: () => {
    session.clear();
    queryClient.clear();
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  },
});
