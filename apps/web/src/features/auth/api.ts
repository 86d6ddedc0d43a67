/** Calls of sign-in, session restore, password recovery and activation (SPEC.md §7). */
import {
  activationAnswerSchema,
  authStateAnswerSchema,
  meAnswerSchema,
  type AuthState,
  type Invitation,
  type Me,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

export type { Invitation, Me };

export async function login(email: string, password: string): Promise<AuthState> {
  const answer = await api(authStateAnswerSchema, '/api/v1/auth/login', { method: 'POST', body: { email, password } });
  return answer.data;
}

export async function authenticate(token: string): Promise<AuthState> {
  const answer = await api(authStateAnswerSchema, '/api/v1/auth', { method: 'POST', body: { token }, token });
  return answer.data;
}

export async function fetchMe(token?: string): Promise<Me> {
  const answer = await api(meAnswerSchema, '/api/v1/me', token === undefined ? {} : { token });
  return answer.data;
}

export async function forgotPassword(email: string): Promise<void> {
  await request('/api/v1/auth/forgot-password', { method: 'POST', body: { email } });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await request('/api/v1/auth/reset-password', { method: 'POST', body: { token, password } });
}

export async function fetchInvitation(token: string): Promise<Invitation> {
  const answer = await api(activationAnswerSchema, '/api/v1/auth/activation', { query: { token } });
  return answer.data;
}

export interface ActivationInput {
  token: string;
  password: string;
  firstName: string;
  lastName: string;
}

export async function activate(input: ActivationInput): Promise<AuthState> {
  const answer = await api(authStateAnswerSchema, '/api/v1/auth/activate', { method: 'POST', body: input });
  return answer.data;
}
