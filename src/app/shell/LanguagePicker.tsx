import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Checkmark20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { LOCALES, type Locale } from '../../i18n/locales';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { LanguageButton } from './LanguageButton';

/** Each language is named in itself, the same in both interfaces. */
const LANGUAGE_NAMES: Record<Locale, MessageId> = { en: 'shell.language.en', ru: 'shell.language.ru' };

/** The language menu itself, mounted open at the first request: items are plain menu items (the e2e and screen readers see "menuitem"). */
export default function LanguagePicker() {
  const intl = useIntl();
  const changeLanguage = useChangeLanguage();
  return (
    <Menu hasIcons defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <LanguageButton disabled={changeLanguage.isPending} />
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
