/** Calls of the bank reconciliation API: the figures at a date, marking the account reconciled, undoing it. */
import {
  formatDate,
  type ReconcileInput,
  reconciliationAnswerSchema,
  type ReconciliationDto,
  reconciliationRecordAnswerSchema,
} from '@ledgerdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, request } from '../../app/http/client';
import { showError, showSuccess } from '../../app/notify';

const enc = encodeURIComponent;
const accountPath = (businessId: string, bankAccountId: string) =>
  `/api/v1/businesses/${enc(businessId)}/bank-accounts/${enc(bankAccountId)}`;

export const reconciliationKeys = {
  account: (bankAccountId: string) => ['banking', 'reconciliation', bankAccountId] as const,
};

/** The figures at `date`; `statementBalance` as typed (cents), or undefined for an imported statement's. */
export function useReconciliation(businessId: string, bankAccountId: string, date: string, statementBalance: number | undefined) {
  return useQuery({
    queryKey: [...reconciliationKeys.account(bankAccountId), date, statementBalance ?? null],
    queryFn: async ({ signal }): Promise<ReconciliationDto> =>
      (
        await api(reconciliationAnswerSchema, `${accountPath(businessId, bankAccountId)}/reconciliation`, {
          query: { date, statementBalance },
          signal,
        })
      ).data,
    enabled: date !== '',
    placeholderData: keepPreviousData,
  });
}

export function useReconcile(businessId: string, bankAccountId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReconcileInput) =>
      (
        await api(reconciliationRecordAnswerSchema, `${accountPath(businessId, bankAccountId)}/reconciliations`, {
          method: 'POST',
          body: input,
        })
      ).data,
    onSuccess: async (record) => {
      showSuccess(t('reconciliation.reconciled', { date: formatDate(record.statementDate) }));
      await queryClient.invalidateQueries({ queryKey: reconciliationKeys.account(bankAccountId) });
    },
    onError: (error) => showError(error),
  });
}

export function useUndoReconciliation(businessId: string, bankAccountId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`${accountPath(businessId, bankAccountId)}/reconciliations/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      showSuccess(t('reconciliation.undone'));
      await queryClient.invalidateQueries({ queryKey: reconciliationKeys.account(bankAccountId) });
    },
    onError: (error) => showError(error),
  });
}
