// The account tab of the profile: who the account is, its currency, invoice and last login, and the
// way to the password and balance pages.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { portalRole } from '../../../schemas/api/roles';
import type { Profile } from '../../../schemas/api/session';
import { token } from '../../ui/theme';
import { FactList } from '../../ui/FactList';
import { Section } from './profile-ui';

const TextLink = styled.a`
  color: ${token('colorBrandForegroundLink')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('spacingHorizontalL')};
`;

export function AccountInfo({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const lastLogin = Date.parse(profile.lastLogin);
  return (
    <Section>
      <FactList
        stackOnPhones
        rows={[
          { label: intl.formatMessage({ id: 'account.account.userId' }), value: profile.userId },
          {
            label: intl.formatMessage({ id: 'account.account.type' }),
            value: intl.formatMessage({ id: `account.role.${portalRole(profile)}` }),
          },
          { label: intl.formatMessage({ id: 'account.account.currency' }), value: profile.currency },
          {
            label: intl.formatMessage({ id: 'account.account.invoice' }),
            value: profile.invoiceLink ? (
              <TextLink href={profile.invoiceLink} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage({ id: 'account.account.openInvoice' })}
              </TextLink>
            ) : (
              intl.formatMessage({ id: 'account.profile.notSet' })
            ),
          },
          {
            label: intl.formatMessage({ id: 'account.account.lastLogin' }),
            value: Number.isNaN(lastLogin) ? profile.lastLogin : intl.formatDate(lastLogin, { dateStyle: 'medium', timeStyle: 'short' }),
          },
        ]}
      />
      <Links>
        <Link href="/change-password" asChild>
          <TextLink>{intl.formatMessage({ id: 'account.account.changePassword' })}</TextLink>
        </Link>
        <Link href="/balance" asChild>
          <TextLink>{intl.formatMessage({ id: 'account.account.balance' })}</TextLink>
        </Link>
      </Links>
    </Section>
  );
}
