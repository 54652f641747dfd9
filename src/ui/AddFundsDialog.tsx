// The add-funds dialog of the balance page (seed 000 §2 Profile), also opened from the payments page:
// the ways to pay, how long each takes (bank transfer 2-5 business days), an example with 150000 yen
// and the bank details. The company config has no bank account yet, so the details are shown as an
// example and the user is sent to their manager for the real ones.
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Link } from '@fluentui/react-link';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { Body1, Caption1 } from '@fluentui/react-text';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useProfile } from '../api/session';
import type { MessageId } from '../i18n/messages';
import { groupDigits } from '../engine/views/format';
import { useCompanyConfig } from './company-config';
import { token } from './theme';
import { FactList } from './FactList';

/** Seed 000 §2: the example amount of the dialog. */
const EXAMPLE_AMOUNT_YEN = 150000;

const METHODS: readonly { value: string; label: MessageId; time: MessageId }[] = [
  { value: 'bank', label: 'account.addFunds.bank', time: 'account.addFunds.bankTime' },
  { value: 'card', label: 'account.addFunds.card', time: 'account.addFunds.cardTime' },
  { value: 'cash', label: 'account.addFunds.cash', time: 'account.addFunds.cashTime' },
];

/** Clearly an example: no real account is configured for the company. */
const EXAMPLE_BANK_DETAILS: readonly { label: MessageId; value: string }[] = [
  { label: 'account.addFunds.beneficiary', value: 'EXAMPLE TRADING CO., LTD.' },
  { label: 'account.addFunds.bankName', value: 'Example Bank, Tokyo Branch' },
  { label: 'account.addFunds.accountNumber', value: '000-0000000' },
  { label: 'account.addFunds.swift', value: 'EXAMPLEJPJT' },
];

const Stack = styled.div`
  display: grid;
  gap: ${token('spacingVerticalM')};
`;

const MethodText = styled.span`
  display: grid;
`;

export interface AddFundsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function AddFundsDialog({ open, onOpenChange }: AddFundsDialogProps) {
  const intl = useIntl();
  const { supportEmail } = useCompanyConfig();
  const userId = useProfile()?.detail.userId;
  const [method, setMethod] = useState('bank');
  const amount = intl.formatMessage({ id: 'listing.money' }, { amount: groupDigits(EXAMPLE_AMOUNT_YEN) });

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'account.addFunds.title' })}</DialogTitle>
          <DialogContent>
            <Stack>
              <Body1>{intl.formatMessage({ id: 'account.addFunds.intro' })}</Body1>
              <RadioGroup
                aria-label={intl.formatMessage({ id: 'account.addFunds.methods' })}
                value={method}
                onChange={(_, data) => setMethod(data.value)}
              >
                {METHODS.map((m) => (
                  <Radio
                    key={m.value}
                    value={m.value}
                    label={
                      <MethodText>
                        <span>{intl.formatMessage({ id: m.label })}</span>
                        <Caption1>{intl.formatMessage({ id: m.time })}</Caption1>
                      </MethodText>
                    }
                  />
                ))}
              </RadioGroup>
              <Body1>
                {userId === undefined
                  ? intl.formatMessage({ id: 'account.addFunds.exampleNoId' }, { amount })
                  : intl.formatMessage({ id: 'account.addFunds.example' }, { amount, userId })}
              </Body1>
              {method === 'bank' && (
                <section aria-label={intl.formatMessage({ id: 'account.addFunds.bankDetails' })}>
                  <Caption1 as="p">{intl.formatMessage({ id: 'account.addFunds.exampleDetails' })}</Caption1>
                  <FactList
                    stackOnPhones
                    rows={EXAMPLE_BANK_DETAILS.map((row) => ({ label: intl.formatMessage({ id: row.label }), value: row.value }))}
                  />
                </section>
              )}
              <Link href={`mailto:${supportEmail}`}>{intl.formatMessage({ id: 'account.addFunds.contact' })}</Link>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onOpenChange(false)}>
              {intl.formatMessage({ id: 'account.addFunds.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
