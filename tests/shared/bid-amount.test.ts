// The bid rules the form and the API share (seed 001 §5, §9): the amount errors and the credit decision.
import { describe, expect, it } from 'vitest';
import { BID_STEP, bidAmountError, creditDecision } from '../../schemas/rules/bid-amount';

describe('bidAmountError', () => {
  it('asks for an amount when there is none', () => {
    expect(bidAmountError(null, 100_000)).toBe('required');
    expect(bidAmountError(undefined, 100_000)).toBe('required');
    expect(bidAmountError(Number.NaN, 100_000)).toBe('required');
  });

  it('answers lower price at zero, below zero and below the start price', () => {
    expect(bidAmountError(0, null)).toBe('lowerPrice');
    expect(bidAmountError(-5000, null)).toBe('lowerPrice');
    expect(bidAmountError(95_000, 100_000)).toBe('lowerPrice');
  });

  it('answers incorrect bid off the 5000 step, at or above the start price', () => {
    expect(BID_STEP).toBe(5000);
    expect(bidAmountError(101_000, 100_000)).toBe('incorrectBid');
    expect(bidAmountError(4_999, null)).toBe('incorrectBid');
  });

  it('accepts a multiple of the step from the start price up', () => {
    expect(bidAmountError(100_000, 100_000)).toBeNull();
    expect(bidAmountError(105_000, 100_000)).toBeNull();
    expect(bidAmountError(5000, null)).toBeNull();
  });

  it('checks the start price before the step, as the form shows one message', () => {
    expect(bidAmountError(93_000, 100_000)).toBe('lowerPrice');
  });
});

describe('creditDecision', () => {
  it('confirms only above zero and up to what the balance allows', () => {
    expect(creditDecision(500_000, 500_000)).toBe('confirm');
    expect(creditDecision(5000, 1_000_000)).toBe('confirm');
    expect(creditDecision(505_000, 500_000)).toBe('creditLimit');
    expect(creditDecision(0, 500_000)).toBe('creditLimit');
  });

  it('opens the credit-limit dialog when the balance gives no allowance', () => {
    expect(creditDecision(5000, undefined)).toBe('creditLimit');
    expect(creditDecision(5000, null)).toBe('creditLimit');
    expect(creditDecision(5000, 0)).toBe('creditLimit');
  });
});
