// The bid edit dialog (seed 000 §4 "Bid edit dialog"): price, group, adjustment (adjustmentPriceShow)
// and export type (exportTypeShow). Cancel resets the edited values; Save sends them and closes on
// success; nothing can be edited while the save is on its way.
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../../schemas/api/bids';
import { bidAmountError } from '../../../../schemas/rules/bid-amount';
import { bidGroupsQuery, exportTypesQuery } from '../../../api/bid-management';
import { AmountInput } from '../../../ui/AmountInput';
import { token } from '../../../ui/theme';
import { cancelBidEdit, saveBidEdit } from './bid-edit-actions';
import { editStateOf } from './bid-edit-store';
import { useBidRow } from './use-bid-row';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalM')};
`;

const AMOUNT_ERROR_IDS = {
  required: 'bidRow.edit.amountError.required',
  lowerPrice: 'bidRow.edit.amountError.lowerPrice',
  incorrectBid: 'bidRow.edit.amountError.incorrectBid',
} as const;

const GROUP_PLACEHOLDER = '--';

export function BidEditDialog({ bid }: { bid: BidRow }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { edit, permission } = useBidRow(bid);
  const open = edit.isEditedNow;
  const groups = useQuery({ ...bidGroupsQuery(), enabled: open });
  const exportTypes = useQuery({ ...exportTypesQuery(), enabled: open && permission.exportTypeShow === true });
  const values = edit.updated;
  const amountError = bidAmountError(values.bidAmount, bid.startPrice);
  const change = (patch: Partial<typeof values>) => Object.assign(editStateOf(bid.bidId).updated, patch);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amountError) void saveBidEdit(bid, queryClient);
  };

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_event, data) => !data.open && !edit.saving && cancelBidEdit(bid.bidId)}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'bidRow.edit.title' }, { lotNo: bid.lotNo })}</DialogTitle>
            <DialogContent>
              <Fields>
                <Field
                  label={intl.formatMessage({ id: 'bidRow.edit.amount' })}
                  validationMessage={amountError ? intl.formatMessage({ id: AMOUNT_ERROR_IDS[amountError] }) : undefined}
                >
                  <AmountInput value={values.bidAmount} disabled={edit.saving} onChange={(amount) => change({ bidAmount: amount })} />
                </Field>
                <Field label={intl.formatMessage({ id: 'bidRow.edit.group' })}>
                  <Select
                    value={values.bidGroup ?? GROUP_PLACEHOLDER}
                    disabled={edit.saving}
                    onChange={(_event, data) => change({ bidGroup: data.value === GROUP_PLACEHOLDER ? null : data.value })}
                  >
                    {(groups.data ?? [{ value: GROUP_PLACEHOLDER, label: '––', cars: 0 }]).map((group) => (
                      <option key={group.value} value={group.value}>
                        {group.value === GROUP_PLACEHOLDER
                          ? group.label
                          : intl.formatMessage({ id: 'bidRow.edit.groupOption' }, { label: group.label, cars: group.cars })}
                      </option>
                    ))}
                  </Select>
                </Field>
                {permission.adjustmentPriceShow && (
                  <Field label={intl.formatMessage({ id: 'bidRow.edit.adjustment' })}>
                    <AmountInput
                      value={values.adjustmentPrice}
                      disabled={edit.saving}
                      onChange={(amount) => change({ adjustmentPrice: amount ?? 0 })}
                    />
                  </Field>
                )}
                {permission.exportTypeShow && (
                  <Field label={intl.formatMessage({ id: 'bidRow.edit.exportType' })}>
                    <Select
                      value={values.exportType ?? ''}
                      disabled={edit.saving}
                      onChange={(_event, data) => change({ exportType: data.value || null })}
                    >
                      <option value="">{intl.formatMessage({ id: 'bidRow.edit.exportTypeNone' })}</option>
                      {(exportTypes.data ?? []).map((type) => (
                        <option key={type.value} value={type.value} title={type.description}>
                          {type.label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
              </Fields>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={edit.saving || amountError !== null}>
                {intl.formatMessage({ id: edit.saving ? 'bidRow.edit.saving' : 'bidRow.edit.save' })}
              </Button>
              <Button disabled={edit.saving} onClick={() => cancelBidEdit(bid.bidId)}>
                {intl.formatMessage({ id: 'bidRow.cancel' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
