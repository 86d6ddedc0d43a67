/** Calls of the bank-accounts and bank-feeds API. Amounts are integer cents. */
import {
  bankAccountAnswerSchema,
  bankAccountListAnswerSchema,
  bankFeedListAnswerSchema,
  providerListAnswerSchema,
  type BankAccountDto,
  type BankAccountKind,
  type BankAccountStatus,
  type BankFeedDto,
} from '@ledgerdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/http/client';
import { showError, showSuccess } from '../../app/notify';

export type BankAccount = BankAccountDto;
export type BankFeed = BankFeedDto;

export interface FeedInput {
  provider: string;
  institution: string;
  accountReference: string;
  consentExpiresAt: string;
}

export interface BankAccountInput {
  name: string;
  bsb: string;
  accountNumber?: string;
  kind?: BankAccountKind;
  ledgerAccountId?: string | undefined;
  openingBalance: number;
  openingDate: string | null;
  status?: BankAccountStatus;
  feed?: FeedInput;
}

const enc = encodeURIComponent;
const base = (businessId: string) => `/api/v1/businesses/${enc(businessId)}/bank-accounts`;

export async function fetchBankAccounts(businessId: string, signal?: AbortSignal): Promise<BankAccount[]> {
  return (await api(bankAccountListAnswerSchema, base(businessId), { signal })).data;
}

export async function fetchBankFeeds(businessId: string, signal?: AbortSignal): Promise<BankFeed[]> {
  return (await api(bankFeedListAnswerSchema, `/api/v1/businesses/${enc(businessId)}/bank-feeds`, { signal })).data;
}

export async function saveBankAccount(businessId: string, input: Partial<BankAccountInput>, id?: string): Promise<BankAccount> {
  const path = id ? `${base(businessId)}/${enc(id)}` : base(businessId);
  return (await api(bankAccountAnswerSchema, path, { method: id ? 'PATCH' : 'POST', body: input })).data;
}

export const bankKeys = {
  accounts: (businessId: string) => ['banking', 'accounts', businessId] as const,
  feeds: (businessId: string) => ['banking', 'feeds', businessId] as const,
};

export function useBankAccounts(businessId: string) {
  return useQuery({
    queryKey: bankKeys.accounts(businessId),
    queryFn: ({ signal }) => fetchBankAccounts(businessId, signal),
    enabled: businessId !== '',
  });
}

export function useBankFeeds(businessId: string) {
  return useQuery({ queryKey: bankKeys.feeds(businessId), queryFn: ({ signal }) => fetchBankFeeds(businessId, signal) });
}

export function useSaveBankAccount(businessId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: Partial<BankAccountInput>; id?: string | undefined }) => saveBankAccount(businessId, input, id),
    onSuccess: async () => {
      showSuccess(t('banking.saved'));
      await queryClient.invalidateQueries({ queryKey: ['banking'] });
      await queryClient.invalidateQueries({ queryKey: ['charts'] });
    },
    onError: (error) => showError(error),
  });
}

export function useFeedProviders(enabled: boolean) {
  return useQuery({
    queryKey: ['banking', 'providers'],
    queryFn: async ({ signal }) => (await api(providerListAnswerSchema, '/api/v1/bank-feeds/providers', { signal })).data,
    enabled,
  });
}
