/** System settings (/secret): GET and PATCH /api/v1/settings, the test e-mail and the key rotation. */
import {
  rotateSigningKeyAnswerSchema,
  systemSettingsAnswerSchema,
  testMailAnswerSchema,
  type SystemSettingsDto,
  type UpdateSystemSettingsInput,
} from '@ledgerdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client';
import { showError } from '../../app/notify';

export type SystemSettings = SystemSettingsDto;

export const settingsKeys = { all: ['system-settings'] as const };

export function useSystemSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: async ({ signal }) => (await api(systemSettingsAnswerSchema, '/api/v1/settings', { signal })).data,
  });
}

/** Saves part of the settings; `onSaved` runs once the server has them (and every node applies them). */
export function useSaveSettings(onSaved: (settings: SystemSettings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSystemSettingsInput) =>
      (await api(systemSettingsAnswerSchema, '/api/v1/settings', { method: 'PATCH', body: input })).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.all, settings);
      onSaved(settings);
    },
    onError: (error) => showError(error),
  });
}

export async function sendTestMail(to: string | undefined): Promise<{ to: string }> {
  return (await api(testMailAnswerSchema, '/api/v1/settings/test-mail', { method: 'POST', body: to ? { to } : {} })).data;
}

export async function rotateSigningKey(): Promise<{ rotatedAt: string }> {
  return (await api(rotateSigningKeyAnswerSchema, '/api/v1/settings/rotate-signing-key', { method: 'POST', body: { confirm: true } })).data;
}
