/** The field for a code from the authenticator app (or, where `recovery`, a recovery code instead). */
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function OneTimeCodeInput({ recovery = false, ...props }: TextInputProps & { recovery?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={recovery ? t('security.codeOrRecovery') : t('security.code')}
      description={recovery ? t('security.codeOrRecoveryHint') : t('security.codeHint')}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 40 : 6}
      placeholder="123456"
      spellCheck={false}
      required
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.15em' } }}
      {...props}
    />
  );
}
