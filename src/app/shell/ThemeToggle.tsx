import { Button } from '@fluentui/react-button';
import { WeatherMoon20Regular, WeatherSunny20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { setTheme } from '../../stores/preferences';

/** Switches between light and dark; the choice is stored and then overrides the system's. */
export function ThemeToggle() {
  const intl = useIntl();
  const { mode } = useTheme();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      appearance="subtle"
      icon={next === 'dark' ? <WeatherMoon20Regular /> : <WeatherSunny20Regular />}
      aria-label={intl.formatMessage({ id: next === 'dark' ? 'shell.theme.toDark' : 'shell.theme.toLight' })}
      onClick={() => setTheme(next)}
    />
  );
}
