import { Button, type ButtonProps } from '@fluentui/react-button';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';

/** The language menu's trigger. Its name holds its visible text (EN), as speech input expects. */
export function LanguageButton(props: ButtonProps) {
  const intl = useIntl();
  const language = intl.locale.toUpperCase();
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguage20Regular />}
      aria-label={intl.formatMessage({ id: 'shell.language' }, { language })}
      {...props}
    >
      {language}
    </Button>
  );
}
