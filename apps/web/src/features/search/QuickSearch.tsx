/**
 * Header search box. Enter trims the keyword and opens the client (or business) list; the same
 * keyword again reloads the list; leaving the list clears the box.
 */
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { RoleId } from '@ledgerdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { isClientList, QUICK_SEARCH_QUERY_ROOTS, quickSearchBase, quickSearchPath } from './quickSearch';

export function QuickSearch({ roleId }: { roleId: RoleId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onList = isClientList(pathname);
  const current = onList ? (searchParams.get('clientKeyword') ?? '') : '';

  // The box follows the list's keyword, and empties when the user leaves the list.
  const syncKey = onList ? `list:${current}` : 'elsewhere';
  const [draft, setDraft] = useState({ syncKey, value: current });
  if (draft.syncKey !== syncKey) setDraft({ syncKey, value: current });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = draft.value.trim();
    setDraft({ syncKey, value: keyword });
    const sameSearch = pathname === quickSearchBase(roleId) && keyword === current;
    if (sameSearch) {
      void revalidator.revalidate();
      void queryClient.invalidateQueries({
        predicate: (query) => QUICK_SEARCH_QUERY_ROOTS.includes(String(query.queryKey[0])),
      });
      return;
    }
    void navigate(quickSearchPath(roleId, keyword));
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%', maxWidth: 360 }}>
      <TextInput
        aria-label={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft.value}
        onChange={(event) => setDraft({ syncKey, value: event.currentTarget.value })}
        radius="xl"
      />
    </form>
  );
}
