/** The fixed role list as the API answers it (GET /api/v1/roles and /roles/{id}). */
import { z } from 'zod';
import { dataAnswer } from './answers.js';

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export const roleAnswerSchema = dataAnswer(roleSchema);
export const roleListAnswerSchema = dataAnswer(z.array(roleSchema));
