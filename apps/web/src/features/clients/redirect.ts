/** /clients is the client list's other address: it goes to /client-management, query kept. */
import { redirect, type LoaderFunctionArgs } from 'react-router';

export function clientsRedirect({ request }: Pick<LoaderFunctionArgs, 'request'>): Response {
  const { search } = new URL(request.url);
  return redirect(`/client-management${search}`);
}
