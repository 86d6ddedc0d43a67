import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateWith } from './schemaForm';

const schema = z.object({
  name: z.string().trim().min(1),
  code: z
    .string()
    .min(2)
    .regex(/^[a-z]+$/),
  note: z.string().max(3),
});
type Values = z.input<typeof schema>;

describe('validateWith', () => {
  const validate = validateWith<Values>(schema, {
    name: 'Enter a name',
    code: (issue) => (issue.code === 'too_small' ? 'Too short' : 'Letters only'),
  });

  it('passes what the schema accepts', () => {
    expect(validate({ name: 'Acme', code: 'ab', note: '' })).toEqual({});
  });

  it("gives each failing field its message, chosen from the schema's issue", () => {
    expect(validate({ name: '  ', code: 'a', note: '' })).toEqual({ name: 'Enter a name', code: 'Too short' });
    expect(validate({ name: 'Acme', code: 'a1', note: '' })).toEqual({ code: 'Letters only' });
  });

  it('leaves fields without a message to the server', () => {
    expect(validate({ name: 'Acme', code: 'ab', note: 'long' })).toEqual({});
  });
});
