/**
 * A feed provider's name in the reader's language, by its id: the server's name is English (the
 * API's own word), and a provider the web does not know yet keeps that name.
 */
import type { TFunction } from 'i18next';

export function providerName(t: TFunction, id: string, serverName: string): string {
  return t(`banking.providers.${id}` as 'banking.providers.file-drop', { defaultValue: serverName });
}
