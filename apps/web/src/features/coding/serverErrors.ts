/**
 * What the rules API's refusals say: a 400 names its fields, a 409 asks to confirm a big run.
 *
 * A 400 from the rules API names its fields (`issues[].path`, e.g. "conditions.conditions.0.value"):
 * each message goes beside the editor's section of that field.
 */
import { z } from 'zod';
import { isApiError } from '../../app/http/errors';

const SECTIONS = ['name', 'scope', 'conditions', 'actions'] as const;
export type Section = (typeof SECTIONS)[number];

const issueSchema = z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) });

function issuesOf(body: unknown): { path: string; message: string }[] {
  const parsed = issueSchema.safeParse(body);
  return parsed.success ? parsed.data.issues : [];
}

export function sectionErrors(error: unknown): Partial<Record<Section, string>> {
  if (!isApiError(error) || error.statusCode !== 400) return {};
  const out: Partial<Record<Section, string>> = {};
  for (const issue of issuesOf(error.body)) {
    // The draft sits under `draft.` in preview and count requests.
    const section = SECTIONS.find((name) => issue.path.replace(/^draft\./, '').split('.')[0] === name);
    if (section && !out[section]) out[section] = issue.message;
  }
  return out;
}

const confirmationSchema = z.object({
  details: z.object({ needsConfirmation: z.literal(true), lines: z.number().int(), total: z.number().int() }),
});

/** A run that would code more than half of its target's lines: how many of how many, until confirmed. */
export function confirmationAsked(error: unknown): { lines: number; total: number } | null {
  if (!isApiError(error) || error.statusCode !== 409) return null;
  const parsed = confirmationSchema.safeParse(error.body);
  return parsed.success ? { lines: parsed.data.details.lines, total: parsed.data.details.total } : null;
}
