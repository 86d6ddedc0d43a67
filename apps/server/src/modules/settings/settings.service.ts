import { message, renderMessage, type AccountLanguage } from '@ledgerdesk/domain';
/**
 * System settings (/secret): read, save, prove the mail server with a test e-mail, and rotate the
 * token signing key. Every save is audited without its secrets and reaches every node at once.
 */
import { randomBytes } from 'node:crypto';
import type { SystemSettingsDto, TestMailInput, UpdateSystemSettingsInput } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { settingsSaved } from './settings.live.js';
import { auditableSettings, presentSettings } from './settings.presenter.js';
import { readSettings, saveSettings, type SettingsRow, type SettingsValues } from './settings.repo.js';

export async function getSettings(ctx: AppContext): Promise<SystemSettingsDto> {
  return presentSettings(ctx, await readSettings(ctx.db));
}

/** Left out: keep the sealed value; '': remove it; else seal the new one. */
function sealedSecret(ctx: AppContext, input: string | undefined, current: string | null | undefined): string | null {
  if (input === undefined) return current ?? null;
  return input === '' ? null : ctx.secrets.seal(input);
}

function changedValues(ctx: AppContext, before: SettingsRow | undefined, input: UpdateSystemSettingsInput): SettingsValues {
  const values: SettingsValues = {};
  if (input.smtp) {
    values.smtpHost = input.smtp.host || null;
    values.smtpPort = input.smtp.port;
    values.smtpSecure = input.smtp.secure;
    values.smtpUsername = input.smtp.username || null;
    values.smtpFrom = input.smtp.from || null;
    values.smtpPasswordSealed = sealedSecret(ctx, input.smtp.password, before?.smtpPasswordSealed);
  }
  if (input.abrGuid !== undefined) values.abrGuidSealed = sealedSecret(ctx, input.abrGuid, before?.abrGuidSealed);
  if (input.uploadMaxMb !== undefined) values.uploadMaxMb = input.uploadMaxMb;
  if (input.sessionHours !== undefined) values.sessionHours = input.sessionHours;
  if (input.requireTwoFactor !== undefined) values.requireTwoFactor = input.requireTwoFactor;
  return values;
}

export async function updateSettings(ctx: AppContext, actor: AuthUser, input: UpdateSystemSettingsInput): Promise<SystemSettingsDto> {
  return command(ctx, actor, async (cmd) => {
    const before = await readSettings(cmd.db, { forUpdate: true });
    const row = await saveSettings(cmd.db, { ...changedValues(ctx, before, input), updatedAt: new Date(), updatedBy: actor.id });
    // Which secrets were replaced or removed, by name: the audit log never holds the values.
    const secretsChanged = [
      ...(input.smtp?.password !== undefined ? ['smtpPassword'] : []),
      ...(input.abrGuid !== undefined ? ['abrGuid'] : []),
    ];
    await cmd.audit({
      action: 'settings.updated',
      entity: 'system_settings',
      entityId: '1',
      before: auditableSettings(before),
      after: { ...auditableSettings(row), secretsChanged },
    });
    cmd.afterCommit(settingsSaved);
    return presentSettings(ctx, row);
  });
}

/** nodemailer's reason, on one line and short: enough for an administrator to fix the settings. */
function mailFailure(err: unknown): string {
  const { code, response, message } = err as { code?: string; response?: string; message?: string };
  const reason = [code, response ?? message].filter(Boolean).join(': ');
  return (reason.split('\n')[0] ?? '').slice(0, 300);
}

/** A test mail, in the language of the administrator who asks for it (who is usually its reader). */
export async function sendTestMail(
  ctx: AppContext,
  actor: AuthUser,
  input: TestMailInput,
  language: AccountLanguage,
): Promise<{ to: string }> {
  const to = input.to ?? actor.email;
  try {
    await ctx.mailer.deliver({
      to,
      subject: renderMessage(language, message('settings.testMailSubject')),
      text: renderMessage(language, message('settings.testMailBody', { sender: actor.email })),
    });
  } catch (err) {
    ctx.log.warn({ err }, 'test e-mail failed');
    throw Errors.unprocessable(message('settings.testMailRefused', { reason: mailFailure(err) }));
  }
  return { to };
}

/** A new signing key: every token signed with the old one stops working, on every node. */
export async function rotateSigningKey(ctx: AppContext, actor: AuthUser): Promise<{ rotatedAt: string }> {
  return command(ctx, actor, async (cmd) => {
    await readSettings(cmd.db, { forUpdate: true });
    const rotatedAt = new Date();
    await saveSettings(cmd.db, {
      signingKeySealed: ctx.secrets.seal(randomBytes(48).toString('base64url')),
      signingKeyRotatedAt: rotatedAt,
      updatedAt: rotatedAt,
      updatedBy: actor.id,
    });
    await cmd.audit({ action: 'settings.signing_key_rotated', entity: 'system_settings', entityId: '1', after: { rotatedAt } });
    cmd.afterCommit(settingsSaved);
    return { rotatedAt: rotatedAt.toISOString() };
  });
}
