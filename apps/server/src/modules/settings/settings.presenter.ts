import { maskSecret, type SystemSettingsDto } from '@ledgerdesk/domain';
import { TOKEN_LIFETIME_SECONDS } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { openSecret } from './settings.live.js';
import type { SettingsRow } from './settings.repo.js';

const masked = (ctx: AppContext, sealed: string | null | undefined, what: string) => {
  const secret = openSecret(ctx, sealed, what);
  return secret === null ? null : maskSecret(secret);
};

/** The settings in force: saved values, else the environment's. Secrets only masked. */
export function presentSettings(ctx: AppContext, row: SettingsRow | undefined): SystemSettingsDto {
  return {
    smtp: {
      host: row?.smtpHost ?? null,
      port: row?.smtpPort ?? 587,
      secure: row?.smtpSecure ?? false,
      username: row?.smtpUsername ?? null,
      password: masked(ctx, row?.smtpPasswordSealed, 'smtpPassword'),
      from: row?.smtpFrom ?? null,
    },
    abrGuid: masked(ctx, row?.abrGuidSealed, 'abrGuid'),
    uploadMaxMb: row?.uploadMaxMb ?? Math.round(ctx.config.maxUploadBytes / (1024 * 1024)),
    sessionHours: row?.sessionHours ?? TOKEN_LIFETIME_SECONDS / 3600,
    requireTwoFactor: row?.requireTwoFactor ?? false,
    signingKeyRotatedAt: row?.signingKeyRotatedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of the settings: everything but the secrets, which show only whether one is set. */
export function auditableSettings(row: SettingsRow | undefined) {
  return {
    smtpHost: row?.smtpHost ?? null,
    smtpPort: row?.smtpPort ?? null,
    smtpSecure: row?.smtpSecure ?? false,
    smtpUsername: row?.smtpUsername ?? null,
    smtpPasswordSet: Boolean(row?.smtpPasswordSealed),
    smtpFrom: row?.smtpFrom ?? null,
    abrGuidSet: Boolean(row?.abrGuidSealed),
    uploadMaxMb: row?.uploadMaxMb ?? null,
    sessionHours: row?.sessionHours ?? null,
    requireTwoFactor: row?.requireTwoFactor ?? false,
  };
}
