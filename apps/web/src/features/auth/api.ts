/** Calls of sign-in, session restore, password recovery and activation (SPEC.md §7). */
import {
  activationAnswerSchema,
  authStateAnswerSchema,
  enrolledSignInAnswerSchema,
  meAnswerSchema,
  signInAnswerSchema,
  twoFactorSetupAnswerSchema,
  type AuthState,
  type Invitation,
  type Me,
  type SecondStep,
  type SignIn,
  type TwoFactorSetup,
} from '@ledgerdesk/domain';
import { api, request } from '../../app/http/client';

export type { Invitation, Me, SecondStep, SignIn };

/** Whether the password's answer asks for a second step instead of starting the session. */
export const needsSecondStep = (answer: SignIn): answer is SecondStep => 'twoFactor' in answer;

export async function login(email: string, password: string): Promise<SignIn> {
  const answer = await api(signInAnswerSchema, '/api/v1/auth/login', { method: 'POST', body: { email, password } });
  return answer.data;
}

export async function signInWithCode(challenge: string, code: string): Promise<AuthState> {
  return (await api(authStateAnswerSchema, '/api/v1/auth/two-factor', { method: 'POST', body: { challenge, code } })).data;
}

export async function startEnrolment(challenge: string): Promise<TwoFactorSetup> {
  return (await api(twoFactorSetupAnswerSchema, '/api/v1/auth/two-factor/enrol', { method: 'POST', body: { challenge } })).data;
}

export async function finishEnrolment(challenge: string, code: string): Promise<{ auth: AuthState; recoveryCodes: string[] }> {
  return (await api(enrolledSignInAnswerSchema, '/api/v1/auth/two-factor/enrol/confirm', { method: 'POST', body: { challenge, code } }))
    .data;
}

/** Ends the session on the server; a failure (already ended, offline) changes nothing for the person signing out. */
export async function endSession(token: string): Promise<void> {
  // The token is passed rather than read from the session: a 401 here must not count as the session lost.
  await request('/api/v1/auth/logout', { method: 'POST', token });
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

export async function activate(input: ActivationInput): Promise<SignIn> {
  const answer = await api(signInAnswerSchema, '/api/v1/auth/activate', { method: 'POST', body: input });
  return answer.data;
}
