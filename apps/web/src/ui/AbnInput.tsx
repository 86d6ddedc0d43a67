/**
 * An ABN field: shown grouped as 51 824 753 556 once the user leaves it, checked with the ATO
 * checksum of the domain (`abnError` for form validation).
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { compactAbn, formatAbn, isValidAbn } from '@ledgerdesk/domain';

/** `message` when the value is neither empty nor a valid ABN. */
export function abnError(value: string, message: string): string | null {
  return value.trim() === '' || isValidAbn(value) ? null : message;
}

/** The ABN as the API stores it (11 digits), or null when empty. */
export function abnValue(value: string): string | null {
  return value.trim() === '' ? null : compactAbn(value);
}

interface AbnInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  onChange: (value: string) => void;
}

export function AbnInput({ onBlur, onChange, value = '', ...props }: AbnInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={20}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        if (isValidAbn(value)) onChange(formatAbn(value));
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
