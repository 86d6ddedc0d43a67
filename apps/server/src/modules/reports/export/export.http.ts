/**
 * What the report routes need to answer with a file: the `format` query, the bytes in the
 * response schema (OpenAPI shows the download beside the JSON), and the attachment headers.
 */
import { dataAnswer, reportDataSchema, reportQuerySchema } from '@ledgerdesk/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../files/index.js';
import { EXPORT_FORMATS, type ReportFile } from './export.service.js';

export const exportFormatSchema = z
  .enum(EXPORT_FORMATS)
  .describe('Download the report as a PDF (with the brand), XLSX or CSV file instead of JSON.');

export const reportFormatQuerySchema = reportQuerySchema.extend({ format: exportFormatSchema.optional() });

/** A download's bytes: fastify sends a Buffer as it is, past the JSON serializer. */
export const fileBytesSchema = z.instanceof(Buffer).meta({ description: 'The PDF, XLSX or CSV file when `format` is given.' });

export const reportAnswerOrFileSchema = z.union([dataAnswer(reportDataSchema), fileBytesSchema]);

export function sendReportFile(reply: FastifyReply, file: ReportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.bytes);
}
