import { lazy } from 'react';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { PopupOnDemand } from '../../ui/PopupOnDemand';
import { FailureAlertAnchor } from './FailureAlertAnchor';
import { LanguageButton } from './LanguageButton';

const loadPicker = () => import('./LanguagePicker');
// Fluent's menu (with tabster and positioning, ~50 kB gzip) loads when the user reaches for the
// button, not with the page: the login page's first visit stays without it.
const LanguagePicker = lazy(loadPicker);

/**
 * The language button; its menu loads on hover or focus and opens where Fluent's would (click, Enter,
 * Space, ArrowDown). A pick is saved on the account before the page reloads in it: a failed save says
 * so under the button for a while, as the page would otherwise stay in its language unexplained.
 */
export function LanguageMenu() {
  const changeLanguage = useChangeLanguage();
  return (
    <FailureAlertAnchor failed={changeLanguage.isError} messageId="shell.language.notSaved" onExpire={changeLanguage.reset}>
      <PopupOnDemand
        popup="menu"
        preload={loadPicker}
        trigger={<LanguageButton disabled={changeLanguage.isPending} />}
        render={(trigger) => <LanguagePicker trigger={trigger} onPick={(locale) => changeLanguage.mutate(locale)} />}
      />
    </FailureAlertAnchor>
  );
}
