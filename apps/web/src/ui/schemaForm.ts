/**
 * Form checks from the domain's request schemas: the schema decides what is wrong, so a form
 * refuses exactly what the server would; the form says it in the user's language. The schema's
 * own (English) messages are the server's, never shown here.
 */
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Per field: its message, or one chosen from the issue (e.g. too short versus wrong characters). */
export type FieldMessages<Values> = { [Field in keyof Values]?: string | ((issue: Issue) => string) };

/**
 * A Mantine `validate` function: the first issue of each field becomes that field's error. Issues
 * of fields without a message are left to the server (they cannot come from the form's inputs).
 */
export function validateWith<Values>(schema: z.ZodType, messages: FieldMessages<Values>): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof Values & string;
      const message = messages[field];
      if (message === undefined || errors[field] !== undefined) continue;
      errors[field] = typeof message === 'function' ? message(issue) : message;
    }
    return errors;
  };
}
