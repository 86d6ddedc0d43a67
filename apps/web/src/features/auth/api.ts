/** Calls of sign-in, session restore, password recovery and activation (SPEC.md §7). */
import { isRoleId, type RoleId } from '@ledgerdesk/domain';
import { z } from 'zod';
import { api, request } from '../../app/http/client';
import type { AuthState } from './session';

const roleIdSchema = z.custom<RoleId>((value) => isRoleId(value));

export const profileSchema = z.object({
  firstName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  lastName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  avatar: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

const authStateSchema = z.object({
  data: z.object({
    accessToken: z.string(),
    userId: z.union([z.string(), z.number()]).transform(String),
    roleId: roleIdSchema,
    profile: profileSchema,
  }),
});

export const meSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  firstName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  lastName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  avatar: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  phone: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  language: z.enum(['en', 'vi']).catch('en'),
  roleId: roleIdSchema,
});

export type Me = z.infer<typeof meSchema>;

const meAnswer = z.object({ data: meSchema });

export async function login(email: string, password: string): Promise<AuthState> {
  const answer = await api(authStateSchema, '/api/v1/auth/login', { method: 'POST', body: { email, password } });
  return answer.data;
}

export async function authenticate(token: string): Promise<AuthState> {
  const answer = await api(authStateSchema, '/api/v1/auth', { method: 'POST', body: { token }, token });
  return answer.data;
}

export async function fetchMe(token?: string): Promise<Me> {
  const answer = await api(meAnswer, '/api/v1/me', token === undefined ? {} : { token });
  return answer.data;
}

export async function forgotPassword(email: string): Promise<void> {
  await request('/api/v1/auth/forgot-password', { method: 'POST', body: { email } });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await request('/api/v1/auth/reset-password', { method: 'POST', body: { token, password } });
}

const activationSchema = z.object({
  data: z.object({
    email: z.string(),
    firstName: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    lastName: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
  }),
});

export type Invitation = z.infer<typeof activationSchema>['data'];

export async function fetchInvitation(token: string): Promise<Invitation> {
  const answer = await api(activationSchema, '/api/v1/auth/activation', { query: { token } });
  return answer.data;
}

export interface ActivationInput {
  token: string;
  password: string;
  firstName: string;
  lastName: string;
}

export async function activate(input: ActivationInput): Promise<AuthState> {
  const answer = await api(authStateSchema, '/api/v1/auth/activate', { method: 'POST', body: input });
  return answer.data;
}
