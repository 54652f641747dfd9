import { Button } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Checkmark20Regular, LocalLanguage20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { LOCALES, type Locale } from '../../i18n/locales';
import { useChangeLanguage } from '../../i18n/use-change-language';

/** Each language is named in itself, the same in both interfaces. */
const LANGUAGE_NAMES: Record<Locale, MessageId> = { en: 'shell.language.en', ru: 'shell.language.ru' };

/** Language picker: items are plain menu items (the e2e and screen readers see "menuitem"). The
 * button's name holds its visible text (EN), as speech input expects. */
export function LanguageMenu() {
  const intl = useIntl();
  const changeLanguage = useChangeLanguage();
  return (
    <Menu hasIcons>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<LocalLanguage20Regular />}
          aria-label={intl.formatMessage({ id: 'shell.language' }, { language: intl.locale.toUpperCase() })}
          disabled={changeLanguage.isPending}
        >
          {intl.locale.toUpperCase()}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((locale) => (
            <MenuItem
              key={locale}
              lang={locale}
              icon={locale === intl.locale ? <Checkmark20Regular /> : undefined}
              onClick={() => locale !== intl.locale && changeLanguage.mutate(locale)}
            >
              {intl.formatMessage({ id: LANGUAGE_NAMES[locale] })}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
