/**
 * A list's keyword box: searches a moment after typing stops, or at once on Enter. It follows
 * the value from outside (the URL) when that changes, without fighting the user's typing.
 */
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  onSearch: (keyword: string) => void;
  delay?: number;
}

export function SearchInput({ value, onSearch, delay = 400, ...props }: SearchInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ source: value, text: value });
  if (draft.source !== value) setDraft({ source: value, text: draft.text.trim() === value ? draft.text : value });
  const search = useDebouncedCallback((text: string) => onSearch(text.trim()), delay);

  const change = (text: string) => {
    setDraft({ source: value, text });
    search(text);
  };

  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        draft.text ? (
          <CloseButton
            size="sm"
            aria-label={t('dataTable.clearSearch')}
            onClick={() => {
              setDraft({ source: value, text: '' });
              search.cancel();
              onSearch('');
            }}
          />
        ) : undefined
      }
      value={draft.text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        search.cancel();
        onSearch(draft.text.trim());
      }}
      {...props}
    />
  );
}
