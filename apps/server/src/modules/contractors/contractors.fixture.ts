/** Contractors over the ledger world's b1 (test/practice-world.ts): helpers the contractor and TPAR tests share. */
import type { ContractorDto, ContractorInput } from '@ledgerdesk/domain';
import type { TestApp } from '../../../test/harness.js';

export const ABN_A = '51824753556';
export const ABN_B = '53004085616';

export const ADDRESS = { line1: '12 Gum Tree Road', line2: '', suburb: 'Parramatta', state: 'NSW', postcode: '2150' } as const;

export async function addContractor(
  t: TestApp,
  token: string,
  businessId: string,
  input: Partial<ContractorInput> & { name: string },
): Promise<ContractorDto> {
  const res = await t.api.post<{ data: ContractorDto }>(
    `/api/v1/businesses/${businessId}/contractors`,
    { address: ADDRESS, ...input },
    { token },
  );
  if (res.status !== 201) throw new Error(`contractor not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function linkPayments(
  t: TestApp,
  token: string,
  businessId: string,
  links: Array<{ transactionId: string; contractorId: string; withheld?: boolean }>,
) {
  return t.api.post(`/api/v1/businesses/${businessId}/contractor-payments`, { links }, { token });
}
