import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Checkmark20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { LOCALES, type Locale } from '../../i18n/locales';

/** Each language is named in itself, the same in both interfaces. */
const LANGUAGE_NAMES: Record<Locale, MessageId> = { en: 'shell.language.en', ru: 'shell.language.ru' };

/**
 * The language menu itself, mounted open at the first request around LanguageMenu's button: items are
 * plain menu items (the e2e and screen readers see "menuitem").
 */
export default function LanguagePicker({ trigger, onPick }: { trigger: ReactElement; onPick(locale: Locale): void }) {
  const intl = useIntl();
  return (
    <Menu hasIcons defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((locale) => (
            <MenuItem
              key={locale}
              lang={locale}
              icon={locale === intl.locale ? <Checkmark20Regular /> : undefined}
              onClick={() => locale !== intl.locale && onPick(locale)}
            >
              {intl.formatMessage({ id: LANGUAGE_NAMES[locale] })}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
