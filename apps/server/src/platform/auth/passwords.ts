import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, t=2): OWASP's baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPasswordHash(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
