import { message } from '@ledgerdesk/domain';
/**
 * Brand logos: checked before anything is stored; the stored file replaces the old one inside a
 * transaction, and whichever file ends up unused (the new one on failure, the old one on success)
 * is removed afterwards.
 */
import type { Readable } from 'node:stream';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { detectLogoType, type LogoType } from './brand-logo.image.js';
import { brandLogoUrl } from './brands.presenter.js';
import * as repo from './brands.repo.js';
import { getBrand } from './brands.service.js';
import type { BrandDetailDto } from './brands.schema.js';

async function removeStored(ctx: AppContext, key: string | null): Promise<void> {
  if (!key) return;
  await ctx.storage.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'could not remove a brand logo file'));
}

export async function uploadBrandLogo(ctx: AppContext, actor: AuthUser, id: string, bytes: Buffer): Promise<BrandDetailDto> {
  if (!detectLogoType(bytes)) throw Errors.unsupportedMediaType(message('brands.logoType'));
  const key = await ctx.storage.put(bytes);
  try {
    await command(ctx, actor, async (cmd) => {
      const before = await repo.findBrand(cmd.db, id, { forUpdate: true });
      if (!before) throw Errors.notFound('Brand');
      const after = await repo.updateBrand(cmd.db, id, { logo: key });
      await cmd.audit({
        action: 'brand.logo_changed',
        entity: 'brand',
        entityId: id,
        before: { logoUrl: brandLogoUrl(before) },
        after: { logoUrl: after ? brandLogoUrl(after) : null },
      });
      cmd.afterCommit(() => removeStored(ctx, before.logo));
    });
  } catch (err) {
    await removeStored(ctx, key);
    throw err;
  }
  return getBrand(ctx, id);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Public: only the brand's current logo is served, so no other stored file can be reached this way. */
export async function readBrandLogo(ctx: AppContext, id: string): Promise<{ bytes: Buffer; type: LogoType; key: string }> {
  const brand = await repo.findBrand(ctx.db, id);
  if (!brand?.logo) throw Errors.notFound('Logo');
  const stream = await ctx.storage.read(brand.logo);
  if (!stream) throw Errors.notFound('Logo');
  const bytes = await readAll(stream);
  const type = detectLogoType(bytes);
  if (!type) throw Errors.notFound('Logo');
  return { bytes, type, key: brand.logo };
}
