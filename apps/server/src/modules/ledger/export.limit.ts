/**
 * How large a direct download may be (ADR 0015, session 13): the journal lines of the period are
 * counted first, and past EXPORT_DIRECT_MAX_LINES the GET answers EXPORT_TOO_LARGE naming the
 * export-job endpoint, which writes the file in the background and has no such limit.
 */
import { ErrorCode, message } from '@ledgerdesk/domain';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { countExportLines } from './export.repo.js';

export interface DirectExport {
  businessId: string;
  from?: string | undefined;
  to?: string | undefined;
  /** The POST that starts the same export as a job, for the refusal to name. */
  jobPath: string;
}

export async function refuseLargeDirectExport(ctx: AppContext, wanted: DirectExport): Promise<void> {
  const limit = ctx.config.exportDirectMaxLines;
  const lines = await countExportLines(ctx.db, wanted);
  if (lines <= limit) return;
  const details = { lines, limit, jobPath: wanted.jobPath };
  throw new AppError(ErrorCode.EXPORT_TOO_LARGE, message('exports.tooLarge', details), details);
}
