/** A dropped row of a statement in the reader's language: the parser's reason and problem, translated. */
import type { DroppedRow, DroppedRowDto } from '@ledgerdesk/domain';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import { sayDomainMessage } from '../../i18n/language';

/** From the server the message is said already; a row parsed in the browser carries the catalogue's. */
type Row = Pick<DroppedRowDto, 'reason'> & {
  message: DroppedRowDto['message'] | DroppedRow['message'];
  line?: number | null | undefined;
  text?: string | null | undefined;
  problem?: DroppedRow['problem'] | null;
};

export function droppedReason(t: TFunction, row: Row): string {
  const text = row.text ?? '';
  switch (row.reason) {
    case 'unreadable': {
      const p = row.problem;
      if (!p) return typeof row.message === 'string' ? row.message : sayDomainMessage(row.message, i18n.language);
      if (p.code === 'badDate') return t('imports.problem.badDate', { value: p.value, formats: p.formats });
      if (p.code === 'badAmount') return t('imports.problem.badAmount', { value: p.value });
      if (p.code === 'badDirection') return t('imports.problem.badDirection', { value: p.value });
      return t(`imports.problem.${p.code}`);
    }
    case 'summary':
      return t('imports.dropReason.summaryRow', { text });
    case 'zeroAmount':
      return t('imports.dropReason.zeroAmountRow', { text });
    case 'notBooked':
      return t('imports.dropReason.notBookedRow', { text });
    case 'cancelled':
      return t('imports.dropReason.cancelledRow', { text });
    case 'foreignCurrency':
      return t('imports.dropReason.foreignCurrencyRow', { text });
  }
}

/** 'Line 4: …', or the reason alone for a row the file gives no line for. */
export function droppedLine(t: TFunction, row: Row): string {
  const reason = droppedReason(t, row);
  return row.line === null || row.line === undefined ? reason : t('imports.lineError', { line: row.line, message: reason });
}
