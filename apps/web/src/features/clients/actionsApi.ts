/** Calls of the client actions: assign, tags, bulk changes and portal users. */
import { clientTagSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api } from '../../app/http/client';
import type { Tag } from '../tags/api';

const path = (id: string, action: string) => `/api/v1/clients/${encodeURIComponent(id)}${action}`;

export type AssignInput = { supervisorId: string | null } | { caseManagerId: string };

const assignAnswer = z.object({ data: z.object({ supervisorId: z.string().nullable(), addedToBusinessIds: z.array(z.string()) }) });
export type AssignResult = z.infer<typeof assignAnswer>['data'];

export async function assignClient(id: string, input: AssignInput): Promise<AssignResult> {
  return (await api(assignAnswer, path(id, '/assign'), { method: 'POST', body: input })).data;
}

const tagsAnswer = z.object({ data: z.array(clientTagSchema) });

export async function addClientTag(id: string, tagId: string): Promise<Tag[]> {
  return (await api(tagsAnswer, path(id, '/tags'), { method: 'POST', body: { tagId } })).data;
}

export async function setClientTags(id: string, tagIds: string[]): Promise<Tag[]> {
  return (await api(tagsAnswer, path(id, '/tags'), { method: 'PUT', body: { tagIds } })).data;
}

export const BULK_ACTIONS = ['archive', 'restore', 'activate', 'deactivate', 'tag'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const bulkAnswer = z.object({ data: z.object({ requested: z.number(), affected: z.number(), skipped: z.number() }) });
export type BulkResult = z.infer<typeof bulkAnswer>['data'];

export async function bulkChangeClients(ids: string[], action: BulkAction, tagId?: string): Promise<BulkResult> {
  return (await api(bulkAnswer, '/api/v1/clients/bulk', { method: 'POST', body: { ids, action, tagId } })).data;
}

export interface PortalUserInput {
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'vi';
}

const portalUserAnswer = z.object({ data: z.object({ id: z.string(), email: z.string(), invitationMailed: z.boolean() }) });

export async function invitePortalUser(id: string, input: PortalUserInput): Promise<z.infer<typeof portalUserAnswer>['data']> {
  return (await api(portalUserAnswer, path(id, '/portal-users'), { method: 'POST', body: input })).data;
}
