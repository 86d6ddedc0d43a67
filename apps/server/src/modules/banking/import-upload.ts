import { message } from '@ledgerdesk/domain';
/**
 * The multipart body of a statement upload: the file in `file`, and optional text fields
 * (mapping as JSON, mappingId, bank, dateOrder, accountId) in any order around it.
 */
import type { FastifyRequest } from 'fastify';
import { Errors } from '../../platform/errors.js';
import type { UploadedFile } from './import-preview.service.js';
import { uploadFieldsSchema, type UploadFields } from './imports.schema.js';

/** The app's multipart limit: a year of a busy account's lines is a few MB. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export async function readStatementUpload(request: FastifyRequest): Promise<{ file: UploadedFile; fields: UploadFields }> {
  if (!request.isMultipart()) throw Errors.badRequest(message('banking.statementMultipart'));
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, fileName: part.filename || 'statement' };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw Errors.tooLarge(message('banking.statementTooLarge', { size: MAX_UPLOAD_BYTES / 1024 / 1024 }));
    if (code === 'FST_FILES_LIMIT') throw Errors.badRequest(message('banking.oneStatement'));
    throw err;
  }
  if (!file) throw Errors.badRequest(message('banking.statementField'));
  if (file.bytes.length === 0) throw Errors.unprocessable(message('banking.emptyFile'));
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    throw Errors.badRequest(
      path
        ? message('errors.invalidField', { field: path, problem: issue?.message.replace(`${path}: `, '') ?? '' })
        : message('errors.invalidRequest'),
    );
  }
  return { file, fields: parsed.data };
}
