/** Header language switcher: English / Tiếng Việt, remembered in the i18n_redirected cookie. */
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/language';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The name holds the visible language name, so voice control finds the button by what it shows.
          aria-label={t('a11y.language', { language: LANGUAGE_NAMES[active] })}
          lang={i18n.language}
        >
          {LANGUAGE_NAMES[active]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void changeLanguage(language)}
            rightSection={language === active ? <IconCheck size={14} aria-hidden /> : undefined}
            aria-current={language === active ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
