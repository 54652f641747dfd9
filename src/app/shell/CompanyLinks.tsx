import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CompanyConfig } from '../../../config/company-schema';
import type { Locale } from '../../i18n/locales';
import { localized } from '../../i18n/locales';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('spacingHorizontalL')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Anchor = styled.a`
  color: ${token('colorNeutralForeground2')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase200')};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${token('colorBrandForegroundLinkHover')};
    text-decoration: underline;
  }
`;

interface CompanyLinksProps {
  links: CompanyConfig['headerLinks'];
  /** names the navigation landmark */
  label: MessageId;
}

/** Header or footer links from the company config, labelled in the current language. */
export function CompanyLinks({ links, label }: CompanyLinksProps) {
  const intl = useIntl();
  if (links.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: label })}>
      <List>
        {links.map((link) => (
          <li key={link.href}>
            <Anchor href={link.href}>{localized(link.label, intl.locale as Locale)}</Anchor>
          </li>
        ))}
      </List>
    </nav>
  );
}
