// A company contact link (config contactLinks) in the interface language.
import { Link } from '@fluentui/react-link';
import { useIntl } from 'react-intl';
import type { CompanyConfig } from '../../../config/company-schema';
import { localized, type Locale } from '../../i18n/locales';
import { useCompanyConfig } from '../../ui/company-config';

export function ContactLink({ kind }: { kind: keyof CompanyConfig['contactLinks'] }) {
  const intl = useIntl();
  const link = useCompanyConfig().contactLinks[kind];
  return (
    <Link href={link.href} target="_blank" rel="noopener noreferrer">
      {localized(link.label, intl.locale as Locale)}
    </Link>
  );
}
