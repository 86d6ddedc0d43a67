/** Shows, as the user types, which parts of the password rule are met. */
import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHECKS, passwordChecklist } from './passwordRule';

export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const checks = passwordChecklist(password);
  return (
    <List spacing={4} size="sm" aria-label={t('password.checklistLabel')} listStyleType="none" data-testid="password-checklist">
      {PASSWORD_CHECKS.map((check) => {
        const met = checks[check];
        return (
          <List.Item key={check} data-met={met}>
            <Group gap={6} wrap="nowrap">
              <ThemeIcon size={16} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'} aria-hidden>
                {met ? <IconCheck size={11} /> : <IconX size={11} />}
              </ThemeIcon>
              <Text size="sm" c={met ? undefined : 'dimmed'}>
                {t(`password.checks.${check}`, { min: PASSWORD_MIN_LENGTH })}
                <VisuallyHidden>{met ? t('password.met') : t('password.notMet')}</VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
