/**
 * The bank-transaction answers of the master table and its coding, declared once: the server
 * validates and documents with them, the web parses answers with them. Amounts are signed cents.
 */
import { z } from 'zod';
import { ruleSplitSchema } from '../rules/actions.js';

export const TRANSACTION_STATUSES = ['coded', 'uncoded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const codingLineSchema = z.object({
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  taxCode: z.string().nullable(),
  /** Gross, signed like the bank amount. */
  amount: z.number().int(),
  /** GST inside `amount`, same sign. */
  gst: z.number().int(),
  description: z.string().nullable(),
});
export type CodingLineDto = z.infer<typeof codingLineSchema>;

/** A receipt or document kept with a bank line: a file of the business's tree. */
export const transactionAttachmentSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TransactionAttachmentDto = z.infer<typeof transactionAttachmentSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  bankAccountId: z.string(),
  bankAccountName: z.string(),
  description: z.string(),
  reference: z.string(),
  payee: z.string(),
  amount: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  journalEntryId: z.string().nullable(),
  entryNumber: z.number().int().nullable(),
  coding: z.object({ lines: z.array(codingLineSchema) }).nullable(),
  /** The auto-coding rule that coded the line, when one did. */
  codedByRule: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The statement date of the reconciliation holding the line: it cannot be recoded until that is undone. */
  reconciledTo: z.string().nullable(),
  attachments: z.array(transactionAttachmentSchema),
  /** A Suggest-mode rule's coding, waiting to be accepted; never a posted entry. */
  suggestion: z
    .object({
      rule: z.object({ id: z.string(), name: z.string() }).nullable(),
      splits: z.array(ruleSplitSchema),
      payee: z.string().nullable(),
    })
    .nullable(),
  /** The internal-transfer pair the line is in (proposed or accepted), when it is in one. */
  transfer: z.object({ pairId: z.string(), status: z.enum(['proposed', 'accepted']) }).nullable(),
});
export type TransactionDto = z.infer<typeof transactionSchema>;

/** Keyset paging: `nextCursor` asks for the page after this one, null on the last. */
const cursorPaginationSchema = z
  .object({ limit: z.number().int(), nextCursor: z.string().nullable() })
  .register(z.globalRegistry, { id: 'CursorPagination' });

export const transactionListAnswerSchema = z.object({ data: z.array(transactionSchema), pagination: cursorPaginationSchema });
export type TransactionPageDto = z.infer<typeof transactionListAnswerSchema>;
export const transactionAnswerSchema = z.object({ data: transactionSchema });
export const transactionsAnswerSchema = z.object({ data: z.array(transactionSchema) });
export const transactionAttachmentsAnswerSchema = z.object({ data: z.array(transactionAttachmentSchema) });

/** A file of the business's tree that a bank line could take as an attachment. */
export const attachableFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  folderName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type AttachableFileDto = z.infer<typeof attachableFileSchema>;
export const attachableFilesAnswerSchema = z.object({ data: z.array(attachableFileSchema) });
