/**
 * Test side of two-factor sign-in: codes computed as an authenticator app would, each of a time
 * step later than the last one used (the server refuses a step twice), and a user enrolled
 * through the API.
 */
import type { ApiClient } from '../../../test/harness.js';
import { totpCode } from './totp.js';

const STEP_MS = 30_000;

/** An authenticator app for one secret that remembers the last step it gave a code of. */
export interface Authenticator {
  secret: string;
  /** A code the server accepts now and has not seen: of the current step or the next, waiting for the step to turn when both are used. */
  nextCode(): Promise<string>;
}

export function authenticator(secret: string): Authenticator {
  let lastStep = 0;
  return {
    secret,
    async nextCode() {
      for (;;) {
        const nowStep = Math.floor(Date.now() / STEP_MS);
        const step = Math.max(lastStep + 1, nowStep);
        if (step <= nowStep + 1) {
          lastStep = step;
          return totpCode(secret, step * STEP_MS);
        }
        await new Promise((resolve) => setTimeout(resolve, (nowStep + 1) * STEP_MS - Date.now() + 50));
      }
    },
  };
}

interface SetupAnswer {
  data: { secret: string; otpauthUrl: string; qrSvg: string };
}
interface CodesAnswer {
  data: { recoveryCodes: string[] };
}

/** Turns two-factor sign-in on for the token's user, as the profile screen does. */
export async function enrol(api: ApiClient, token: string): Promise<{ app: Authenticator; recoveryCodes: string[] }> {
  const setup = await api.post<SetupAnswer>('/api/v1/me/two-factor/setup', undefined, { token });
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}`);
  const app = authenticator(setup.body.data.secret);
  const confirmed = await api.post<CodesAnswer>('/api/v1/me/two-factor/confirm', { code: await app.nextCode() }, { token });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return { app, recoveryCodes: confirmed.body.data.recoveryCodes };
}
