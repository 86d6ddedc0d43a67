/** PasswordInput whose show/hide toggle has a translated accessible name. */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }} {...props} />;
}
