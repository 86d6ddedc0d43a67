/**
 * Keeps this node's copy of the system settings current: read from the database at start-up,
 * after a save here, and when another node says it saved (over the realtime Redis link). The
 * upload limit and ABR GUID go to `ctx.live`, the session length and signing key to the token
 * service, the mail server to the mailer.
 */
import { TOKEN_LIFETIME_SECONDS } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { readSettings, type SettingsRow } from './settings.repo.js';

export const SETTINGS_CHANGED = 'system_settings_changed';

const MB = 1024 * 1024;

/** The secret sealed in a column, or null; one sealed under another SETTINGS_KEY is logged and left unused. */
export function openSecret(ctx: AppContext, sealed: string | null | undefined, what: string): string | null {
  if (!sealed) return null;
  try {
    return ctx.secrets.open(sealed);
  } catch (err) {
    ctx.log.error({ err, setting: what }, 'a system setting could not be decrypted: is SETTINGS_KEY the one it was saved with?');
    return null;
  }
}

export function applySettings(ctx: AppContext, row: SettingsRow | undefined): void {
  ctx.live.maxUploadBytes = row?.uploadMaxMb ? row.uploadMaxMb * MB : ctx.config.maxUploadBytes;
  ctx.live.abrGuid = openSecret(ctx, row?.abrGuidSealed, 'abrGuid');
  ctx.live.requireTwoFactor = row?.requireTwoFactor ?? false;
  const signingKey = openSecret(ctx, row?.signingKeySealed, 'signingKey');
  ctx.tokens.configure({
    lifetimeSeconds: row?.sessionHours ? row.sessionHours * 3600 : TOKEN_LIFETIME_SECONDS,
    ...(signingKey ? { secret: signingKey } : {}),
  });
  ctx.mailer.configure(
    row?.smtpHost
      ? {
          host: row.smtpHost,
          port: row.smtpPort ?? 587,
          secure: row.smtpSecure,
          username: row.smtpUsername,
          password: openSecret(ctx, row.smtpPasswordSealed, 'smtpPassword'),
          from: row.smtpFrom,
        }
      : null,
  );
}

export async function reloadSettings(ctx: AppContext): Promise<void> {
  applySettings(ctx, await readSettings(ctx.db));
}

/** Loads the settings now and follows every later change made on any node. */
export async function followSettings(ctx: AppContext): Promise<void> {
  await reloadSettings(ctx);
  ctx.realtime.onNodeMessage(SETTINGS_CHANGED, () => {
    reloadSettings(ctx).catch((err: unknown) => ctx.log.error({ err }, 'system settings could not be reloaded'));
  });
}

/** After a save commits: this node applies it at once, the others when the message reaches them. */
export async function settingsSaved(ctx: AppContext): Promise<void> {
  await reloadSettings(ctx);
  ctx.realtime.toOtherNodes(SETTINGS_CHANGED);
}
