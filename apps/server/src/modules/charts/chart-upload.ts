import { message } from '@ledgerdesk/domain';
/** The one CSV file of a chart import, read from the multipart field `file` with a size cap. */
import type { FastifyRequest } from 'fastify';
import { Errors } from '../../platform/errors.js';

export const CHART_CSV_MAX_BYTES = 2 * 1024 * 1024;

export async function readChartCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw Errors.badRequest(message('charts.csvMultipart'));
  const part = await request.file({ limits: { fileSize: CHART_CSV_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw Errors.badRequest(message('charts.csvField'));
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw Errors.tooLarge(message('charts.csvTooLarge'));
    throw err;
  }
}
