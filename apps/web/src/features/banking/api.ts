/** Calls of the bank-accounts and bank-feeds API. Amounts are integer cents. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../app/http/client';
import { showError, showSuccess } from '../../app/notify';

const feedSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  institution: z.string(),
  accountReference: z.string(),
  consentExpiresAt: z.string().nullable(),
  status: z.enum(['connected', 'consent_expired', 'closed']),
  lastSyncAt: z.string().nullable(),
});

export const bankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  bsb: z.string(),
  /** Masked by the server: only the last four digits. */
  accountNumber: z.string(),
  kind: z.enum(['manual', 'online']),
  ledgerAccount: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  openingBalance: z.number().int(),
  openingDate: z.string().nullable(),
  status: z.enum(['active', 'closed']),
  transactionCount: z.number().int(),
  lastImportAt: z.string().nullable(),
  feed: feedSchema.nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

const bankFeedSchema = feedSchema.extend({ bankAccountId: z.string(), name: z.string(), accountNumber: z.string() });
export type BankFeed = z.infer<typeof bankFeedSchema>;

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
  kind?: 'manual' | 'online';
  ledgerAccountId?: string | undefined;
  openingBalance: number;
  openingDate: string | null;
  status?: 'active' | 'closed';
  feed?: FeedInput;
}

const enc = encodeURIComponent;
const base = (businessId: string) => `/api/v1/businesses/${enc(businessId)}/bank-accounts`;

export async function fetchBankAccounts(businessId: string, signal?: AbortSignal): Promise<BankAccount[]> {
  return (await api(z.object({ data: z.array(bankAccountSchema) }), base(businessId), { signal })).data;
}

export async function fetchBankFeeds(businessId: string, signal?: AbortSignal): Promise<BankFeed[]> {
  return (await api(z.object({ data: z.array(bankFeedSchema) }), `/api/v1/businesses/${enc(businessId)}/bank-feeds`, { signal })).data;
}

export async function saveBankAccount(businessId: string, input: Partial<BankAccountInput>, id?: string): Promise<BankAccount> {
  const path = id ? `${base(businessId)}/${enc(id)}` : base(businessId);
  return (await api(z.object({ data: bankAccountSchema }), path, { method: id ? 'PATCH' : 'POST', body: input })).data;
}

export const bankKeys = {
  accounts: (businessId: string) => ['banking', 'accounts', businessId] as const,
  feeds: (businessId: string) => ['banking', 'feeds', businessId] as const,
};

export function useBankAccounts(businessId: string) {
  return useQuery({ queryKey: bankKeys.accounts(businessId), queryFn: ({ signal }) => fetchBankAccounts(businessId, signal), enabled: businessId !== '' });
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

const providersAnswer = z.object({ data: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })) });

export function useFeedProviders(enabled: boolean) {
  return useQuery({ queryKey: ['banking', 'providers'], queryFn: async ({ signal }) => (await api(providersAnswer, '/api/v1/bank-feeds/providers', { signal })).data, enabled });
}
