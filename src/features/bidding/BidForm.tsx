// The bid form (seed 001 §5): amount (or the fixed price of an order) with the landed-cost estimate
// under it, bid or export type, bid group, comment and, for managers, the client, then the credit
// available; placing runs the flow of use-bid-flow.ts and its dialogs.
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { Spinner } from '@fluentui/react-spinner';
import { Textarea } from '@fluentui/react-textarea';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidInfo } from '../../../schemas/api/bid-info';
import { BID_GROUP_PLACEHOLDER } from '../../../schemas/api/bidding';
import type { Permissions } from '../../../schemas/api/session';
import { BID_STEP } from '../../../schemas/rules/bid-amount';
import { bidGroupsQuery, bidTypesQuery } from '../../api/bidding';
import { AmountInput } from '../../ui/AmountInput';
import { formatAmount } from '../../ui/amount';
import { MessageBarOnDemand } from '../../ui/MessageBarOnDemand';
import { MountedOnceOpen } from '../../ui/PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../../ui/restore-focus';
import { token } from '../../ui/theme';
import { BidGuide } from './BidGuide';
import { CreditAvailable } from './CreditAvailable';
import type { DraftRules } from './form-validation';
import { LandedCostEstimate, LandedCostTotal } from './LandedCostEstimate';
import { inLastHour } from './panel-state';
import { useBidFlow } from './use-bid-flow';
import { useLandedCost } from './use-landed-cost';

// only managers who bid for a client pick one: a client's lot page does not download the combobox
const ClientSearch = lazy(() => import('./ClientSearch').then((module) => ({ default: module.ClientSearch })));

// the flow's dialogs (Fluent's dialog, the terms checkbox) start loading as a bid is first placed, with its credit check
const ConfirmBidDialog = lazy(() => import('./BidDialogs').then((module) => ({ default: module.ConfirmBidDialog })));
const CreditLimitDialog = lazy(() => import('./BidDialogs').then((module) => ({ default: module.CreditLimitDialog })));

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Price = styled.div`
  font-size: ${token('fontSizeBase500')};
  font-weight: ${token('fontWeightSemibold')};
`;

interface BidFormProps {
  apiPageType: string;
  lotId: string;
  lotLabel: string;
  /** the lot's auction house: its fee and region in the landed-cost estimate */
  auctionName: string;
  bidInfo: BidInfo;
  permission: Permissions;
}

export function BidForm({ apiPageType, lotId, lotLabel, auctionName, bidInfo, permission }: BidFormProps) {
  const intl = useIntl();
  const forClient = permission.managerBidForClient;
  const rules: DraftRules = {
    bidTypeShown: bidInfo.exportTypeShow,
    bidTypeOptional: bidInfo.exportTypeOptional,
    forClient,
    fixedPrice: bidInfo.fixedPrice,
  };
  const flow = useBidFlow({ lotId, apiPageType, bidInfo, rules, permission });
  const { draft, update, errors } = flow;
  const isOrder = bidInfo.fixedPrice !== null;
  const cost = useLandedCost({
    auctionName,
    amount: isOrder ? bidInfo.fixedPrice : draft.amount,
    startPrice: bidInfo.startPrice,
    bidType: draft.bidType,
  });
  // the estimate names its shipping type by the list's label, also while the select is hidden
  const types = useQuery({ ...bidTypesQuery(forClient ? 'export-type' : 'type'), enabled: rules.bidTypeShown || cost !== undefined });
  const groups = useQuery({ ...bidGroupsQuery(), enabled: bidInfo.bidGroupShow });
  const shippingLabel = cost ? (types.data?.find((type) => type.value === cost.shipping)?.label ?? cost.shipping) : '';
  const credit = (
    <CreditAvailable bidInfo={bidInfo} forClient={forClient} clientId={draft.clientId} lot={{ carId: lotId, lotType: apiPageType }} />
  );
  const money = (amount: number) => intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(amount) });
  const required = intl.formatMessage({ id: 'bidding.error.required' });
  const amountMessage =
    errors.amount === 'incorrectBid'
      ? intl.formatMessage({ id: 'bidding.error.incorrectBid' }, { step: formatAmount(BID_STEP) })
      : errors.amount && intl.formatMessage({ id: errors.amount === 'lowerPrice' ? 'bidding.error.lowerPrice' : 'bidding.error.required' });

  return (
    <Form
      noValidate
      aria-label={intl.formatMessage({ id: isOrder ? 'bidding.orderTitle' : 'bidding.title' })}
      onSubmit={(event) => {
        event.preventDefault();
        void flow.place();
      }}
    >
      {isOrder ? (
        <Field label={intl.formatMessage({ id: 'bidding.fixedPrice' })}>
          <Price>{money(bidInfo.fixedPrice ?? 0)}</Price>
        </Field>
      ) : (
        <Field
          label={intl.formatMessage({ id: 'bidding.amount' })}
          required
          hint={
            bidInfo.startPrice !== null
              ? intl.formatMessage({ id: 'bidding.startPrice' }, { amount: money(bidInfo.startPrice) })
              : undefined
          }
          validationMessage={amountMessage}
        >
          <AmountInput value={draft.amount} onChange={(amount) => update({ amount })} />
        </Field>
      )}
      {cost && <LandedCostEstimate cost={cost} shippingLabel={shippingLabel} auctionName={auctionName} />}
      <BidGuide
        apiPageType={apiPageType}
        lotId={lotId}
        bidInfo={bidInfo}
        amount={isOrder ? bidInfo.fixedPrice : draft.amount}
        variant="form"
      />
      {forClient && (
        <Suspense fallback={null}>
          <ClientSearch
            clientId={draft.clientId}
            onSelect={(clientId) => update({ clientId })}
            required
            error={errors.client && required}
          />
        </Suspense>
      )}
      {rules.bidTypeShown && (
        <Field
          label={intl.formatMessage({ id: forClient ? 'bidding.exportType' : 'bidding.bidType' })}
          required={!rules.bidTypeOptional}
          validationMessage={errors.bidType && required}
          hint={types.data?.find((type) => type.value === draft.bidType)?.description}
        >
          <Select value={draft.bidType ?? ''} onChange={(_event, data) => update({ bidType: data.value || null })}>
            <option value="">{intl.formatMessage({ id: 'bidding.choose' })}</option>
            {types.data?.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {bidInfo.bidGroupShow && (
        <Field label={intl.formatMessage({ id: 'bidding.bidGroup' })}>
          <Select
            value={draft.bidGroup ?? BID_GROUP_PLACEHOLDER.value}
            onChange={(_event, data) => update({ bidGroup: data.value === BID_GROUP_PLACEHOLDER.value ? null : data.value })}
          >
            <option value={BID_GROUP_PLACEHOLDER.value}>{BID_GROUP_PLACEHOLDER.label}</option>
            {groups.data?.map((group) => (
              <option key={group.value} value={group.value}>
                {intl.formatMessage({ id: 'bidding.bidGroupOption' }, { group: group.label, cars: group.cars })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={intl.formatMessage({ id: 'bidding.comment' })}>
        <Textarea value={draft.comment} resize="vertical" maxLength={500} onChange={(_event, data) => update({ comment: data.value })} />
      </Field>
      {credit}
      {flow.checkFailed && <MessageBarOnDemand intent="error">{intl.formatMessage({ id: 'bidding.checkFailed' })}</MessageBarOnDemand>}
      <Button
        type="submit"
        appearance="primary"
        // focusable while the balance is checked: a disabled button drops the focus, and the confirm
        // dialog then has nowhere to give it back to when it closes
        disabledFocusable={flow.step.kind === 'checking'}
        {...RESTORE_FOCUS_TARGET}
        icon={
          flow.step.kind === 'checking' ? <Spinner size="tiny" aria-label={intl.formatMessage({ id: 'bidding.checking' })} /> : undefined
        }
      >
        {intl.formatMessage({ id: isOrder ? 'bidding.order' : 'bidding.place' })}
      </Button>
      <MountedOnceOpen open={flow.step.kind !== 'editing'}>
        <ConfirmBidDialog
          flow={flow}
          lotLabel={lotLabel}
          isOrder={isOrder}
          adjustmentPrice={permission.adjustmentPriceShow ? bidInfo.bidAdjustmentPrice : 0}
          lastHour={permission.lastHourBidWarning === true && inLastHour(bidInfo, new Date())}
          guide={<BidGuide apiPageType={apiPageType} lotId={lotId} bidInfo={bidInfo} amount={flow.amount} variant="confirm" />}
        >
          {cost && <LandedCostTotal cost={cost} shippingLabel={shippingLabel} />}
          {credit}
        </ConfirmBidDialog>
        <CreditLimitDialog flow={flow} forClient={forClient} />
      </MountedOnceOpen>
    </Form>
  );
}
