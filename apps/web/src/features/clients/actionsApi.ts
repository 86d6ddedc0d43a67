/** Calls of the client actions: assign, tags, bulk changes and portal users. */
import {
  assignAnswerSchema,
  bulkAnswerSchema,
  clientTagsAnswerSchema,
  portalUserAnswerSchema,
  type BulkAction,
  type PortalUserInput,
} from '@ledgerdesk/domain';
import type { z } from 'zod';
import { api } from '../../app/http/client';
import type { Tag } from '../tags/api';

const path = (id: string, action: string) => `/api/v1/clients/${encodeURIComponent(id)}${action}`;

export type AssignInput = { supervisorId: string | null } | { caseManagerId: string };

export type AssignResult = z.infer<typeof assignAnswerSchema>['data'];

export async function assignClient(id: string, input: AssignInput): Promise<AssignResult> {
  return (await api(assignAnswerSchema, path(id, '/assign'), { method: 'POST', body: input })).data;
}

export async function addClientTag(id: string, tagId: string): Promise<Tag[]> {
  return (await api(clientTagsAnswerSchema, path(id, '/tags'), { method: 'POST', body: { tagId } })).data;
}

export async function setClientTags(id: string, tagIds: string[]): Promise<Tag[]> {
  return (await api(clientTagsAnswerSchema, path(id, '/tags'), { method: 'PUT', body: { tagIds } })).data;
}

export type { BulkAction };
export type BulkResult = z.infer<typeof bulkAnswerSchema>['data'];

export async function bulkChangeClients(ids: string[], action: BulkAction, tagId?: string): Promise<BulkResult> {
  return (await api(bulkAnswerSchema, '/api/v1/clients/bulk', { method: 'POST', body: { ids, action, tagId } })).data;
}

export type { PortalUserInput };

export async function invitePortalUser(id: string, input: PortalUserInput): Promise<z.infer<typeof portalUserAnswerSchema>['data']> {
  return (await api(portalUserAnswerSchema, path(id, '/portal-users'), { method: 'POST', body: input })).data;
}
