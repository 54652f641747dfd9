// The landed-cost estimate of the bid form as it stands: the amount and bid type typed, the lot's
// auction, and the destination port and currency, which start as the profile's and the form may
// change. Undefined when the company has no price list (config `costs`).
import { useState } from 'react';
import type { Costs } from '../../../config/costs-schema';
import { useProfile } from '../../api/session';
import { useCosts } from '../../ui/costs-config';
import { destinationOf, inCurrency, landedCost, PRICE_CURRENCY, type Estimate } from './landed-cost';

/** What the estimate starts from: the amount typed (or the order's price), else the start price, else nothing. */
type CostBasis = 'bid' | 'start' | 'none';

export interface LandedCostInput {
  auctionName: string;
  /** the amount typed, or the fixed price of an order */
  amount: number | null;
  startPrice: number | null;
  /** the bid type chosen; none prices the list's default shipping */
  bidType: string | null;
}

export interface LandedCost {
  costs: Costs;
  basis: CostBasis;
  destination: string;
  setDestination(destination: string): void;
  shipping: string;
  currency: string;
  setCurrency(currency: string): void;
  /** the currencies the list converts to, the yen first */
  currencies: string[];
  estimate: Estimate;
  /** the total in `currency`; null in yen */
  converted: number | null;
}

export function useLandedCost({ auctionName, amount, startPrice, bidType }: LandedCostInput): LandedCost | undefined {
  const costs = useCosts();
  const detail = useProfile()?.detail;
  const [chosenDestination, setDestination] = useState<string | null>(null);
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  if (!costs) return undefined;

  const basis: CostBasis = amount !== null && amount > 0 ? 'bid' : startPrice !== null ? 'start' : 'none';
  const destination = destinationOf(costs, chosenDestination ?? detail?.destinationPort);
  const shipping = bidType ?? costs.defaultShipping;
  const currencies = [PRICE_CURRENCY, ...Object.keys(costs.exchangeRates.yenPer)];
  const wanted = chosenCurrency ?? detail?.currency ?? PRICE_CURRENCY;
  const currency = currencies.includes(wanted) ? wanted : PRICE_CURRENCY;
  const hammer = basis === 'bid' ? (amount ?? 0) : basis === 'start' ? (startPrice ?? 0) : 0;
  const estimate = landedCost(costs, { amount: hammer, auctionName, destination, shipping });
  return {
    costs,
    basis,
    destination,
    setDestination,
    shipping,
    currency,
    setCurrency,
    currencies,
    estimate,
    converted: estimate.kind === 'total' ? inCurrency(costs, estimate.yen, currency) : null,
  };
}
