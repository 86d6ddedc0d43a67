/** Calls of the clients API: list, export, one client, create, edit, status actions, delete. */
import { z } from 'zod';
import { api, request } from '../../app/http/client';
import { clientSchema, paginationSchema, type ClientSort, type ClientStatus } from '@ledgerdesk/domain';

export { CLIENT_SORTS, CLIENT_STATUSES, clientSchema } from '@ledgerdesk/domain';
export type { ClientSort, ClientStatus };

export type Client = z.infer<typeof clientSchema>;

const clientDetailSchema = clientSchema.extend({
  businesses: z.array(z.object({ id: z.string(), name: z.string(), abn: z.string().nullable(), status: z.string() })),
  portalUsers: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      status: z.string(),
      activated: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  activity: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      actorId: z.string().nullable(),
      actorName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
export type PortalUser = ClientDetail['portalUsers'][number];

const listAnswer = z.object({ data: z.array(clientSchema), pagination: paginationSchema });
export type ClientPage = z.infer<typeof listAnswer>;
const detailAnswer = z.object({ data: clientDetailSchema });
const clientAnswer = z.object({ data: clientSchema });

export interface ClientFilter {
  keyword?: string | undefined;
  status?: ClientStatus | undefined;
  brandId?: string | undefined;
  regionId?: string | undefined;
  supervisorId?: string | undefined;
  tagId?: string | undefined;
  sort?: ClientSort | undefined;
}

export interface ClientListQuery extends ClientFilter {
  skip: number;
  limit: number;
}

export interface ClientInput {
  brandId: string;
  regionId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  abn: string | null;
  supervisorId?: string | null;
  tagIds?: string[];
}

const path = (id: string, action = '') => `/api/v1/clients/${encodeURIComponent(id)}${action}`;

export function fetchClients(query: ClientListQuery, signal?: AbortSignal): Promise<ClientPage> {
  return api(listAnswer, '/api/v1/clients', { query: { ...query }, signal });
}

export async function fetchClient(id: string, signal?: AbortSignal): Promise<ClientDetail> {
  return (await api(detailAnswer, path(id), { signal })).data;
}

export async function createClient(input: ClientInput): Promise<ClientDetail> {
  return (await api(detailAnswer, '/api/v1/clients', { method: 'POST', body: input })).data;
}

export async function updateClient(id: string, input: Partial<ClientInput>): Promise<ClientDetail> {
  return (await api(detailAnswer, path(id), { method: 'PATCH', body: input })).data;
}

export const STATUS_ACTIONS = ['archive', 'restore', 'activate', 'deactivate'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** Which status actions a client in `status` allows (others answer 409). */
export function statusActionsFor(status: ClientStatus): StatusAction[] {
  if (status === 'archived') return ['restore'];
  return status === 'active' ? ['deactivate', 'archive'] : ['activate', 'archive'];
}

export async function changeClientStatus(id: string, action: StatusAction): Promise<Client> {
  return (await api(clientAnswer, path(id, `/${action}`), { method: 'POST' })).data;
}

/** Permanent: only archived clients, with the typed code as confirmation. */
export async function deleteClient(id: string, confirm: string): Promise<void> {
  await request(path(id), { method: 'DELETE', body: { confirm } });
}

/** Every client of the filtered list as CSV text. */
export async function exportClientsCsv(filter: ClientFilter): Promise<string> {
  const body = await request('/api/v1/clients/export.csv', { query: { ...filter } });
  return typeof body === 'string' ? body : '';
}
