/** Calls for a bank line's attachments: its list, the business files it could take, attach, remove, and a new receipt uploaded to Files first. */
import {
  attachableFilesAnswerSchema,
  transactionAttachmentsAnswerSchema,
  uploadAnswerSchema,
  type AttachableFileDto,
  type TransactionAttachmentDto,
} from '@ledgerdesk/domain';
import { api } from '../../app/http/client';
import { fetchTree } from '../files/api';
import { sendWithProgress } from '../files/transfer';

export type Attachment = TransactionAttachmentDto;
export type AttachableFile = AttachableFileDto;

const path = (transactionId: string) => `/api/v1/transactions/${transactionId}/attachments`;

export async function attachableFiles(transactionId: string, q: string, signal?: AbortSignal): Promise<AttachableFile[]> {
  const answer = await api(attachableFilesAnswerSchema, `/api/v1/transactions/${transactionId}/attachable-files`, { query: { q }, signal });
  return answer.data;
}

export async function attachFile(transactionId: string, fileId: string): Promise<Attachment[]> {
  return (await api(transactionAttachmentsAnswerSchema, path(transactionId), { method: 'POST', body: { fileId } })).data;
}

export async function removeAttachment(transactionId: string, attachmentId: string): Promise<Attachment[]> {
  return (await api(transactionAttachmentsAnswerSchema, `${path(transactionId)}/${attachmentId}`, { method: 'DELETE' })).data;
}

/**
 * A new receipt goes where the business keeps receipts (its receipts folder, else the root of its
 * tree), so it is in Files like any other document, then is attached.
 */
export async function uploadAndAttach(businessId: string, transactionId: string, file: File): Promise<Attachment[]> {
  const folders = await fetchTree({ type: 'business', id: businessId }, false);
  const folder = folders.find((f) => !f.isRoot && /receipt/i.test(f.name)) ?? folders.find((f) => f.isRoot);
  if (!folder) throw new Error('The business has no folder to keep the file in.');
  const form = new FormData();
  form.append('folderId', folder.id);
  form.append('file', file);
  const sent = uploadAnswerSchema.parse(await sendWithProgress('/api/v1/files', form, { onProgress: () => undefined }));
  const stored = sent.data[0];
  if (!stored) throw new Error('The upload stored no file.');
  return attachFile(transactionId, stored.id);
}
