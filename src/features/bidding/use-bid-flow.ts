// The bid flow of seed 001 §4: validate → (creditLimitCheck) fetch the balance, own or the client's →
// confirm dialog or credit-limit dialog → submit → success view, whose closing resets the amount and refreshes the lot.
// A 402 closes the confirm dialog and opens the credit-limit one; other refusals are told in the dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BidInfo } from '../../../schemas/api/bid-info';
import type { BidCreateBody, BidResult } from '../../../schemas/api/bidding';
import type { Permissions } from '../../../schemas/api/session';
import { creditDecision } from '../../../schemas/rules/bid-amount';
import { bidForClient, clientBalanceQuery, createBid, refreshAfterBid } from '../../api/bidding';
import { isApiError } from '../../api/client';
import { profileQuery } from '../../api/session';
import { clientCreditFor, creditFor } from './credit';
import { draftErrors, emptyDraft, hasErrors, type BidDraft, type DraftErrors, type DraftRules } from './form-validation';

export type FlowStep =
  { kind: 'editing' } | { kind: 'checking' } | { kind: 'confirm' } | { kind: 'creditLimit' } | { kind: 'success'; result: BidResult };

export interface BidFlowOptions {
  lotId: string;
  apiPageType: string;
  bidInfo: BidInfo;
  rules: DraftRules;
  permission: Pick<Permissions, 'creditLimitCheck'>;
}

export function useBidFlow({ lotId, apiPageType, bidInfo, rules, permission }: BidFlowOptions) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BidDraft>(emptyDraft);
  const [showErrors, setShowErrors] = useState(false);
  const [step, setStep] = useState<FlowStep>({ kind: 'editing' });
  const [checkFailed, setCheckFailed] = useState(false);
  const errors: DraftErrors = showErrors ? draftErrors(draft, bidInfo, rules) : {};
  const amount = rules.fixedPrice ?? draft.amount ?? 0;

  const submission = useMutation({
    mutationFn: (): Promise<BidResult> => {
      const body: BidCreateBody = {
        amount,
        carId: lotId,
        lotType: apiPageType as BidCreateBody['lotType'],
        confirm: 1,
        ...(draft.bidGroup ? { bidGroup: draft.bidGroup as BidCreateBody['bidGroup'] } : {}),
        ...(draft.bidType ? { bidType: draft.bidType } : {}),
        ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
      };
      return rules.forClient && draft.clientId !== null ? bidForClient({ ...body, userId: draft.clientId }) : createBid(body);
    },
    onSuccess: (result) => setStep({ kind: 'success', result }),
    onError: (error) => {
      if (isApiError(error, 402)) setStep({ kind: 'creditLimit' });
    },
  });

  // always fresh: what the credit check decides on is what the form then shows
  const balanceAllowance = async (): Promise<number | undefined> => {
    if (rules.forClient && draft.clientId !== null)
      return clientCreditFor(
        await queryClient.fetchQuery({ ...clientBalanceQuery(draft.clientId, { carId: lotId, lotType: apiPageType }), staleTime: 0 }),
      );
    const profile = await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });
    return creditFor(profile.balanceInfo, bidInfo);
  };

  const place = async (): Promise<void> => {
    // Enter in a field submits the form while the Place button only looks disabled (still focusable)
    if (step.kind === 'checking') return;
    setShowErrors(true);
    setCheckFailed(false);
    submission.reset();
    if (hasErrors(draftErrors(draft, bidInfo, rules))) return;
    if (!permission.creditLimitCheck) {
      setStep({ kind: 'confirm' });
      return;
    }
    setStep({ kind: 'checking' });
    try {
      setStep({ kind: creditDecision(amount, await balanceAllowance()) === 'confirm' ? 'confirm' : 'creditLimit' });
    } catch {
      setCheckFailed(true);
      setStep({ kind: 'editing' });
    }
  };

  const close = (): void => {
    if (step.kind === 'success') {
      setDraft((current) => ({ ...current, amount: null }));
      setShowErrors(false);
      // after the success view: a placed order takes the order form (and its dialog) away
      void refreshAfterBid(queryClient);
    }
    submission.reset();
    setStep({ kind: 'editing' });
  };

  /** a refusal other than a 402 (which opens the credit-limit dialog), for the confirm dialog to tell */
  const submitError = submission.error && !isApiError(submission.error, 402) ? submission.error : null;

  return {
    draft,
    update: (change: Partial<BidDraft>) => setDraft((current) => ({ ...current, ...change })),
    errors,
    amount,
    step,
    checkFailed,
    place,
    submit: () => submission.mutate(),
    submitting: submission.isPending,
    submitError,
    close,
  };
}

export type BidFlow = ReturnType<typeof useBidFlow>;
