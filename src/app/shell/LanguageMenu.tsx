import { lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { PopupOnDemand } from '../../ui/PopupOnDemand';
import { token } from '../../ui/theme';
import { LanguageButton } from './LanguageButton';

const loadPicker = () => import('./LanguagePicker');
// Fluent's menu (with tabster and positioning, ~50 kB gzip) loads when the user reaches for the
// button, not with the page: the login page's first visit stays without it.
const LanguagePicker = lazy(loadPicker);

/** As long as a notification toast stays (seed 000 §9): it covers the top of the page meanwhile. */
const SAVE_FAILED_SHOWN_MS = 5000;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

/** Under the button, over the page: the header has no room for a line of its own. */
const SaveFailed = styled.p`
  position: absolute;
  top: calc(100% + ${token('spacingVerticalXS')});
  right: 0;
  z-index: 1;
  margin: 0;
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorStatusDangerBackground1')};
  border: ${token('strokeWidthThin')} solid ${token('colorStatusDangerBorder1')};
  color: ${token('colorStatusDangerForeground1')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase200')};
  white-space: nowrap;
`;

/**
 * The language button; its menu loads on hover or focus and opens where Fluent's would (click, Enter,
 * Space, ArrowDown). A pick is saved on the account before the page reloads in it: a failed save says
 * so under the button for a while, as the page would otherwise stay in its language unexplained.
 */
export function LanguageMenu() {
  const intl = useIntl();
  const changeLanguage = useChangeLanguage();
  const { isError: saveFailed, reset } = changeLanguage;
  useEffect(() => {
    if (!saveFailed) return;
    const timer = setTimeout(reset, SAVE_FAILED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saveFailed, reset]);
  return (
    <Anchor>
      <PopupOnDemand
        popup="menu"
        preload={loadPicker}
        trigger={<LanguageButton disabled={changeLanguage.isPending} />}
        render={(trigger) => <LanguagePicker trigger={trigger} onPick={(locale) => changeLanguage.mutate(locale)} />}
      />
      {saveFailed && <SaveFailed role="alert">{intl.formatMessage({ id: 'shell.language.notSaved' })}</SaveFailed>}
    </Anchor>
  );
}
