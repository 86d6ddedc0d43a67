/**
 * The upload-link mail speaks its reader's language: a client who signs in to the portal in
 * Vietnamese gets it in Vietnamese; an address that is nobody's login gets it in the language of
 * the staff member who asked (who writes the mail's own message in it).
 */
import { Role } from '@ledgerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildBusiness, buildClient, buildUser, type BuiltUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { linkIn, readMail, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { folderNamed } from './files.fixture.js';

describe('the upload-link mail in its reader’s language', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let business: string;
  let folderId: string;
  let englishStaff: BuiltUser;
  let vietnameseStaff: BuiltUser;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.url });
    englishStaff = await buildUser(t.ctx, { roleId: Role.SuperAdmin, firstName: 'Sam', lastName: 'Super' });
    vietnameseStaff = await buildUser(t.ctx, { roleId: Role.SuperAdmin, firstName: 'Linh', lastName: 'Nguyễn', language: 'vi' });
    const brand = await buildBrand(t.ctx, { name: 'Harbour Accounting' });
    const client = await buildClient(t.ctx, { brandId: brand.id });
    business = (await buildBusiness(t.ctx, { clientId: client.id, name: 'Phở Bondi' })).id;
    await buildUser(t.ctx, { roleId: Role.Client, clientId: client.id, email: 'owner@pho.test', language: 'vi' });
    folderId = (await folderNamed(t, englishStaff.token, 'business', business, 'Bank statements')).id;
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const ask = async (staff: BuiltUser, email: string) => {
    const res = await t.api.post<{ data: { link: string; expiresAt: string } }>(
      '/api/v1/upload-requests',
      { businessId: business, folderId, email, expiresInDays: 7, message: 'June statements, please.' },
      { token: staff.token },
    );
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const dayFirst = (iso: string) =>
    new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Australia/Sydney' });

  it('writes to a client whose login reads Vietnamese in Vietnamese, whoever asked', async () => {
    const request = await ask(englishStaff, 'Owner@Pho.test');
    const sent = await mail.waitFor('owner@pho.test');
    const { subject, text } = readMail(sent);
    expect(subject).toBe('Harbour Accounting: vui lòng tải lên tài liệu cho Phở Bondi');
    expect(text).toContain('Sam Super ở Harbour Accounting đề nghị bạn tải lên tài liệu cho Phở Bondi.');
    expect(text).toContain('Tải tệp của bạn lên tại đây:');
    expect(text).toContain(`Liên kết có hiệu lực đến hết ngày ${dayFirst(request.expiresAt)}. Bạn không cần tài khoản.`);
    expect(linkIn(sent, '/upload-request/').toString()).toBe(request.link);
  });

  it('writes to an address that is nobody’s login in the language of the one who asked', async () => {
    await ask(vietnameseStaff, 'accounts@pho.test');
    expect(readMail(await mail.waitFor('accounts@pho.test')).subject).toBe('Harbour Accounting: vui lòng tải lên tài liệu cho Phở Bondi');
    const request = await ask(englishStaff, 'bookkeeper@pho.test');
    const { subject, text } = readMail(await mail.waitFor('bookkeeper@pho.test'));
    expect(subject).toBe('Harbour Accounting: please upload documents for Phở Bondi');
    expect(text).toContain('Sam Super at Harbour Accounting asks you to upload documents for Phở Bondi.');
    expect(text).toContain(`The link works until ${dayFirst(request.expiresAt)}. You do not need an account.`);
  });
});
