/** Chooses a business by typing part of its name (the business list's keyword), within the caller's scope. */
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';
import { fetchBusinesses } from './api';

interface BusinessSelectProps extends Omit<RemoteSelectProps, 'queryKey' | 'search'> {
  /** Only active businesses (where work can still be done). */
  activeOnly?: boolean;
}

export function BusinessSelect({ activeOnly = false, ...props }: BusinessSelectProps) {
  const search = async (keyword: string, signal: AbortSignal) =>
    (
      await fetchBusinesses(
        { skip: 0, limit: 50, keyword: keyword || undefined, sort: 'name', ...(activeOnly && { status: 'active' as const }) },
        signal,
      )
    ).data.map((business) => ({ value: business.id, label: business.name }));
  return <RemoteSelect queryKey={['businesses', 'options', { activeOnly }]} search={search} {...props} />;
}
