/** Chooses a client by typing part of its name, code, email or ABN (the client list's keyword). */
import { useTranslation } from 'react-i18next';
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';
import { fetchClients } from '../clients/api';

type ClientSelectProps = Omit<RemoteSelectProps, 'queryKey' | 'search' | 'emptyMessage'>;

const searchClients = async (keyword: string, signal: AbortSignal) =>
  (await fetchClients({ skip: 0, limit: 20, keyword: keyword || undefined, sort: 'name' }, signal)).data.map((client) => ({
    value: client.id,
    label: `${client.name} (${client.code})`,
  }));

export function ClientSelect(props: ClientSelectProps) {
  const { t } = useTranslation();
  return (
    <RemoteSelect
      queryKey={['clients', 'options']}
      search={searchClients}
      emptyMessage={t('clients.filters.nothingFound')}
      clearable
      {...props}
    />
  );
}
