/** The action filter: suggestions for the chosen entity, or any action typed in full. */
import { Autocomplete } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionSuggestions } from './auditActions';

interface ActionFilterProps {
  entity: string | undefined;
  value: string | undefined;
  onChange: (action: string | undefined) => void;
}

export function ActionFilter({ entity, value, onChange }: ActionFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ source: value, text: value ?? '' });
  if (draft.source !== value) setDraft({ source: value, text: value ?? '' });
  const apply = (text: string) => {
    const action = text.trim() || undefined;
    if (action !== value) onChange(action);
  };
  return (
    <Autocomplete
      label={t('audit.filters.action')}
      placeholder={t('audit.filters.actionPlaceholder')}
      data={actionSuggestions(entity)}
      value={draft.text}
      onChange={(text) => {
        setDraft({ source: value, text });
        if (text === '') apply('');
      }}
      onOptionSubmit={apply}
      onBlur={() => apply(draft.text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(draft.text);
      }}
      limit={50}
      maxDropdownHeight={280}
      w={210}
    />
  );
}
