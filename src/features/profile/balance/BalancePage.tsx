// /balance (seed 000 §2): balance, credit limit and the other limits of the profile's balanceInfo —
// money in yen with space separators; the daily limits are counts per Japan day (docs/api.md: a bid
// limit of 0 is none) — and the add-funds dialog.
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BalanceInfo } from '../../../../schemas/api/session';
import { profileQuery } from '../../../api/session';
import { groupDigits } from '../../../engine/views/format';
import { Money } from '../../../engine/views/values';
import type { MessageId } from '../../../i18n/messages';
import type { PageProps } from '../../../ui/page-props';
import { FactList } from '../../../ui/FactList';
import { Banner, ProfilePageTitle, Section } from '../profile-ui';
import { AddFundsDialog } from '../../../ui/AddFundsDialog';
import { RESTORE_FOCUS_TARGET } from '../../../ui/restore-focus';

const MONEY_ROWS: readonly { key: keyof BalanceInfo; label: MessageId }[] = [
  { key: 'balance', label: 'account.balance.balance' },
  { key: 'creditLimit', label: 'account.balance.creditLimit' },
  { key: 'bidAllow', label: 'account.balance.bidAllow' },
];

export default function BalancePage({ pageId }: PageProps) {
  const intl = useIntl();
  const profile = useQuery(profileQuery());
  const [addingFunds, setAddingFunds] = useState(false);
  const balance = profile.data?.balanceInfo;

  return (
    <section>
      <ProfilePageTitle pageId={pageId} />
      <Section>
        {balance ? (
          <FactList
            stackOnPhones
            rows={[
              ...MONEY_ROWS.filter((row) => balance[row.key] !== undefined).map((row) => ({
                label: intl.formatMessage({ id: row.label }),
                value: <Money value={balance[row.key]} />,
              })),
              {
                label: intl.formatMessage({ id: 'account.balance.dailyBidLimit' }),
                value:
                  balance.dailyBidLimit > 0
                    ? intl.formatMessage(
                        { id: 'account.balance.bidsPerDay' },
                        { n: balance.dailyBidLimit, count: groupDigits(balance.dailyBidLimit) },
                      )
                    : intl.formatMessage({ id: 'account.balance.noLimit' }),
              },
              {
                label: intl.formatMessage({ id: 'account.balance.dailyUssLimit' }),
                value: intl.formatMessage(
                  { id: 'account.balance.ussRequestsPerDay' },
                  { n: balance.dailyUssLimit, count: groupDigits(balance.dailyUssLimit) },
                ),
              },
              { label: intl.formatMessage({ id: 'account.balance.activeBids' }), value: groupDigits(balance.activeBids) },
            ]}
          />
        ) : profile.isError ? (
          <Banner intent="error">{intl.formatMessage({ id: 'account.profile.loadFailed' })}</Banner>
        ) : (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        )}
        <div>
          <Button appearance="primary" onClick={() => setAddingFunds(true)} {...RESTORE_FOCUS_TARGET}>
            {intl.formatMessage({ id: 'account.balance.addFunds' })}
          </Button>
        </div>
      </Section>
      <AddFundsDialog open={addingFunds} onOpenChange={setAddingFunds} />
    </section>
  );
}
