/** Calls of the signed-in user's own account (SPEC.md §7). */
import { useQuery } from '@tanstack/react-query';
import { accessTokenAnswerSchema, meAnswerSchema } from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';
import { fetchMe, type Me } from '../auth/api';
import type { Language } from '../../i18n/language';

export const meKey = ['me'] as const;

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: () => fetchMe() });
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
  language: Language;
}

export async function updateMe(input: ProfileInput): Promise<Me> {
  const answer = await api(meAnswerSchema, '/api/v1/me', { method: 'PUT', body: input });
  return answer.data;
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export async function uploadAvatar(file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  await request('/api/v1/me/avatar', { method: 'POST', body });
}

export async function removeAvatar(): Promise<void> {
  await request('/api/v1/me/avatar', { method: 'DELETE' });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const answer = await api(accessTokenAnswerSchema, '/api/v1/me/password', { method: 'PATCH', body: { currentPassword, newPassword } });
  return answer.data.accessToken;
}

export async function requestEmailChange(newEmail: string, password: string): Promise<void> {
  await request('/api/v1/me/email', { method: 'POST', body: { newEmail, password } });
}

export async function confirmEmailChange(token: string): Promise<Me> {
  const answer = await api(meAnswerSchema, '/api/v1/me/email/confirm', { method: 'POST', body: { token } });
  return answer.data;
}
