/**
 * Sign-in, session restore, recovery and activation (SPEC.md §3, §7), declared once: the server
 * validates and documents with these, the web parses the answers with them.
 */
import { z } from 'zod';
import { roleIdSchema } from './team.js';

// Passwords are checked against the domain rule in the services, so the answer carries the
// rule's exact message rather than a field-prefixed validation message.
const password = z.string().min(1, 'Required.').max(128);
const email = z.string().trim().max(254).pipe(z.email('Enter a valid email address.'));
const oneTimeToken = z.string().min(1, 'Required.').max(200);
const name = z.string().trim().min(1, 'Required.').max(100);

// Sign-in takes any text as the email: a malformed one simply matches no account.
export const loginBodySchema = z.object({ email: z.string().trim().min(1, 'Required.').max(254), password });
export const tokenBodySchema = z.object({ token: z.string().min(1).max(4096) });

export const profileSchema = z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() });
export type Profile = z.infer<typeof profileSchema>;

export const authStateSchema = z.object({
  accessToken: z.string(),
  userId: z.string(),
  roleId: roleIdSchema,
  profile: profileSchema,
});
export const authStateAnswerSchema = z.object({ data: authStateSchema });

export const forgotPasswordBodySchema = z.object({ email });
export const sentAnswerSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

export const resetPasswordBodySchema = z.object({ token: oneTimeToken, password });
export const resetAnswerSchema = z.object({ data: z.object({ reset: z.literal(true) }) });

export const activationQuerySchema = z.object({ token: oneTimeToken });
export const invitationSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
export const activationAnswerSchema = z.object({ data: invitationSchema });
export const activateBodySchema = z.object({ token: oneTimeToken, password, firstName: name.optional(), lastName: name.optional() });

export const changePasswordBodySchema = z.object({ currentPassword: password, newPassword: password });
export const accessTokenAnswerSchema = z.object({ data: z.object({ accessToken: z.string() }) });

export const changeEmailBodySchema = z.object({ newEmail: email, password });
export const confirmEmailBodySchema = z.object({ token: oneTimeToken });

export type LoginInput = z.infer<typeof loginBodySchema>;
export type ActivateInput = z.infer<typeof activateBodySchema>;
export type AuthState = z.infer<typeof authStateSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
