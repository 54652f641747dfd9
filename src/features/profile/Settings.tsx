// Settings of the profile (seed 000 §2, §4): the bid e-mail toggle saves 400 ms after the last
// change, and at once when the page is left with a change not yet saved; a refused save puts the
// toggle back, with an error. The language saves to the account and reloads the page (the shell's
// language menu does the same).
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { Switch } from '@fluentui/react-switch';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Profile } from '../../../schemas/api/session';
import { profileQuery, updateSettings } from '../../api/session';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { LOCALES, type Locale } from '../../i18n/locales';
import { Banner, Section } from './profile-ui';

/** Seed 000 §9: the settings toggle's debounce. */
const SETTINGS_DEBOUNCE_MS = 400;

export function Settings({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const changeLanguage = useChangeLanguage();
  const [notify, setNotify] = useState(profile.bidEmailNotify);
  const [failed, setFailed] = useState(false);
  /** the toggle value waiting for its debounce, if any */
  const unsaved = useRef<boolean | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveNotify = () => {
    clearTimeout(timer.current);
    const value = unsaved.current;
    if (value === undefined) return;
    unsaved.current = undefined;
    updateSettings({ bidEmailNotify: value }).then(
      () => queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      () => {
        setFailed(true);
        // the switch shows what is saved again, unless a newer change waits for its turn
        if (unsaved.current === undefined) setNotify(profile.bidEmailNotify);
      },
    );
  };
  const saveOnLeave = useRef(saveNotify);
  saveOnLeave.current = saveNotify;
  useEffect(() => () => saveOnLeave.current(), []);

  return (
    <Section>
      {failed && <Banner intent="error">{intl.formatMessage({ id: 'errors.generic' })}</Banner>}
      <Switch
        label={intl.formatMessage({ id: 'account.settings.bidEmailNotify' })}
        checked={notify}
        onChange={(_, data) => {
          setNotify(data.checked);
          setFailed(false);
          unsaved.current = data.checked;
          clearTimeout(timer.current);
          timer.current = setTimeout(saveNotify, SETTINGS_DEBOUNCE_MS);
        }}
      />
      <Field label={intl.formatMessage({ id: 'account.settings.language' })}>
        <Select
          value={intl.locale}
          disabled={changeLanguage.isPending}
          onChange={(_, data) => {
            saveNotify();
            changeLanguage.mutate(data.value as Locale);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {intl.formatMessage({ id: `shell.language.${locale}` })}
            </option>
          ))}
        </Select>
      </Field>
      {changeLanguage.isError && <Banner intent="error">{intl.formatMessage({ id: 'errors.generic' })}</Banner>}
    </Section>
  );
}
