/**
 * The mails of the sign-in flows, in the recipient's language (en or vi), as plain text with a
 * simple HTML twin. Sending never fails a request: a mail that cannot go out is logged.
 */
import { fullName } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import type { MailMessage } from '../../platform/mail.js';
import type { Db } from '../../platform/db/client.js';

type Language = 'en' | 'vi';
interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}
interface Template {
  subject: string;
  /** Paragraphs; `{link}` stands alone in its own paragraph and becomes a button in HTML; other `{name}`s are filled in. */
  paragraphs: string[];
  button?: string;
}

const hello = (name: string, language: Language) => (language === 'vi' ? `Xin chào ${name},` : `Hello ${name},`);

const templates = {
  resetPassword: {
    en: {
      subject: 'Reset your Ledgerdesk password',
      paragraphs: [
        'We received a request to reset the password of your Ledgerdesk account. Open this link within one hour to choose a new password:',
        '{link}',
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
      button: 'Choose a new password',
    },
    vi: {
      subject: 'Đặt lại mật khẩu Ledgerdesk',
      paragraphs: [
        'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản Ledgerdesk của bạn. Hãy mở liên kết này trong vòng một giờ để chọn mật khẩu mới:',
        '{link}',
        'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
      ],
      button: 'Chọn mật khẩu mới',
    },
  },
  activation: {
    en: {
      subject: 'You are invited to Ledgerdesk',
      paragraphs: [
        'An account has been created for you on Ledgerdesk. Open this link within 7 days to set your password and sign in:',
        '{link}',
      ],
      button: 'Set my password',
    },
    vi: {
      subject: 'Bạn được mời tham gia Ledgerdesk',
      paragraphs: [
        'Một tài khoản Ledgerdesk đã được tạo cho bạn. Hãy mở liên kết này trong vòng 7 ngày để đặt mật khẩu và đăng nhập:',
        '{link}',
      ],
      button: 'Đặt mật khẩu',
    },
  },
  changeEmail: {
    en: {
      subject: 'Confirm your new email address',
      paragraphs: [
        'Open this link within 24 hours to sign in to Ledgerdesk with this address from now on:',
        '{link}',
        'If you did not ask for this, ignore this email.',
      ],
      button: 'Confirm this address',
    },
    vi: {
      subject: 'Xác nhận địa chỉ email mới',
      paragraphs: [
        'Hãy mở liên kết này trong vòng 24 giờ để từ nay đăng nhập Ledgerdesk bằng địa chỉ này:',
        '{link}',
        'Nếu bạn không yêu cầu, hãy bỏ qua email này.',
      ],
      button: 'Xác nhận địa chỉ',
    },
  },
  /** To a requested new address that another account already signs in with: nothing changes. */
  emailInUse: {
    en: {
      subject: 'Your Ledgerdesk email change',
      paragraphs: [
        'Someone asked to sign in to Ledgerdesk with this address from now on. This address already belongs to a Ledgerdesk account, so nothing was changed.',
        'If that was you, sign in with this address, or choose another address for your other account. If not, ignore this email.',
      ],
    },
    vi: {
      subject: 'Yêu cầu đổi email Ledgerdesk của bạn',
      paragraphs: [
        'Có người đã yêu cầu từ nay đăng nhập Ledgerdesk bằng địa chỉ này. Địa chỉ này đã thuộc về một tài khoản Ledgerdesk, nên không có gì thay đổi.',
        'Nếu đó là bạn, hãy đăng nhập bằng địa chỉ này, hoặc chọn một địa chỉ khác cho tài khoản kia của bạn. Nếu không, hãy bỏ qua email này.',
      ],
    },
  },
  emailChanged: {
    en: {
      subject: 'Your Ledgerdesk sign-in email was changed',
      paragraphs: [
        'From now on you sign in to Ledgerdesk with {newEmail}.',
        'If you did not make this change, contact your administrator at once.',
      ],
    },
    vi: {
      subject: 'Email đăng nhập Ledgerdesk của bạn đã được thay đổi',
      paragraphs: [
        'Từ nay bạn đăng nhập Ledgerdesk bằng {newEmail}.',
        'Nếu không phải bạn thực hiện thay đổi này, hãy liên hệ ngay với quản trị viên.',
      ],
    },
  },
} satisfies Record<string, Record<Language, Template>>;

export type MailKind = keyof typeof templates;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function buildMail(kind: MailKind, to: Recipient & { address?: string }, values: { link?: string; newEmail?: string }): MailMessage {
  const template: Template = templates[kind][to.language];
  const fill = (p: string) => p.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as keyof typeof values] ?? whole);
  const greeting = hello(fullName(to) || to.email, to.language);
  const paragraphs = [greeting, ...template.paragraphs.map(fill)];
  const html = [greeting, ...template.paragraphs]
    .map((p) =>
      p === '{link}' && values.link
        ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 16px;background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(template.button ?? values.link)}</a></p>`
        : `<p>${escapeHtml(fill(p))}</p>`,
    )
    .join('\n');
  return {
    to: to.address ?? to.email,
    subject: template.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n${html}\n</body></html>`,
  };
}

/**
 * Hands the message to the mailer (the queue, which retries) and reports whether it took it; the
 * failure itself goes to the log only. `db`: the open transaction it must commit with.
 */
export async function sendQuietly(ctx: AppContext, message: MailMessage, db?: Db): Promise<boolean> {
  try {
    await ctx.mailer.send(message, { db });
    return true;
  } catch (err) {
    ctx.log.error({ err, subject: message.subject }, 'mail could not be sent');
    return false;
  }
}

export const linkTo = (ctx: AppContext, path: string, token: string): string =>
  `${ctx.config.appUrl}${path}?token=${encodeURIComponent(token)}`;
