/** Calls of the clients API: list, export, one client, create, edit, status actions, delete. */
import {
  clientAnswerSchema,
  clientDetailAnswerSchema,
  clientListAnswerSchema,
  type ClientDetailDto,
  type ClientDto,
  type ClientPageDto,
  type ClientSort,
  type ClientStatus,
  type ClientStatusAction,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

export { CLIENT_SORTS, CLIENT_STATUSES, clientSchema } from '@ledgerdesk/domain';
export type { ClientSort, ClientStatus };

export type Client = ClientDto;
export type ClientDetail = ClientDetailDto;
export type PortalUser = ClientDetail['portalUsers'][number];
export type ClientPage = ClientPageDto;

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
  return api(clientListAnswerSchema, '/api/v1/clients', { query: { ...query }, signal });
}

export async function fetchClient(id: string, signal?: AbortSignal): Promise<ClientDetail> {
  return (await api(clientDetailAnswerSchema, path(id), { signal })).data;
}

export async function createClient(input: ClientInput): Promise<ClientDetail> {
  return (await api(clientDetailAnswerSchema, '/api/v1/clients', { method: 'POST', body: input })).data;
}

export async function updateClient(id: string, input: Partial<ClientInput>): Promise<ClientDetail> {
  return (await api(clientDetailAnswerSchema, path(id), { method: 'PATCH', body: input })).data;
}

/** Which actions a client's status allows is the domain's `clientStatusActions`; others answer 409. */
export async function changeClientStatus(id: string, action: ClientStatusAction): Promise<Client> {
  return (await api(clientAnswerSchema, path(id, `/${action}`), { method: 'POST' })).data;
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
