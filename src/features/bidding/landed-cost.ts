// The landed-cost estimate (issue 19 item 2): what a lot costs delivered to a destination port, from
// the company's price list (config `costs`). Pure: whole yen throughout, insurance rounded half up to
// the yen, the total converted at the list's rate and rounded half up to whole units of the currency.
import type { Costs } from '../../../config/costs-schema';

/** The yen, the price list's own currency: shown without conversion. */
export const PRICE_CURRENCY = 'JPY';

export type CostLine =
  | { kind: 'bid'; yen: number }
  | { kind: 'auctionFee'; yen: number }
  | { kind: 'inland'; yen: number; region: string; port: string }
  | { kind: 'serviceFee'; yen: number }
  | { kind: 'freight'; yen: number; port: string }
  | { kind: 'insurance'; yen: number };

export type Estimate =
  | { kind: 'total'; yen: number; lines: CostLine[] }
  /** the price list ships no such type to the destination from any port the lot's region reaches */
  | { kind: 'noFreight' };

export interface EstimateInput {
  /** the hammer price: the bid, or an order's fixed price */
  amount: number;
  /** the lot's auction house, as lots carry it */
  auctionName: string;
  /** a destination id of the price list */
  destination: string;
  /** a shipping type: a bid or export type value */
  shipping: string;
}

/** Basis points of a percentage: the list counts insurance to 0.01 %. */
const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS = 10_000;

/** `yen × percent / 100`, rounded half up to the yen, in integers so no float rounds it the other way. */
export function percentOf(yen: number, percent: number): number {
  const points = Math.round(percent * BASIS_POINTS_PER_PERCENT);
  return Math.floor((yen * points + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** The region of an auction house: the one listing it, else the list's default region. */
export function regionOf(costs: Costs, auctionName: string): string {
  const listed = Object.entries(costs.regions).find(([, region]) => region.houses.includes(auctionName));
  return listed?.[0] ?? costs.defaultRegion;
}

/** The user's destination when the price list has it, else the list's default. */
export function destinationOf(costs: Costs, wanted: string | null | undefined): string {
  return wanted && wanted in costs.destinations ? wanted : costs.defaultDestination;
}

export function landedCost(costs: Costs, { amount, auctionName, destination, shipping }: EstimateInput): Estimate {
  const region = regionOf(costs, auctionName);
  const inland = costs.regions[region]?.inland ?? {};
  const freight = costs.destinations[destination]?.freight ?? {};
  // the exporter ships through the port that costs least from the lot's region
  const routes = Object.entries(inland).flatMap(([port, truck]) => {
    const sea = freight[port]?.[shipping];
    return sea === undefined ? [] : [{ port, truck, sea }];
  });
  const route = routes.reduce<(typeof routes)[number] | undefined>(
    (best, next) => (!best || next.truck + next.sea < best.truck + best.sea ? next : best),
    undefined,
  );
  if (!route) return { kind: 'noFreight' };

  const lines: CostLine[] = [
    { kind: 'bid', yen: amount },
    { kind: 'auctionFee', yen: costs.auctionFees.byHouse?.[auctionName] ?? costs.auctionFees.default },
    { kind: 'inland', yen: route.truck, region, port: route.port },
    { kind: 'serviceFee', yen: costs.serviceFee },
    { kind: 'freight', yen: route.sea, port: route.port },
  ];
  const insured = sum(lines);
  lines.push({ kind: 'insurance', yen: percentOf(insured, costs.insurancePercent) });
  return { kind: 'total', yen: sum(lines), lines };
}

/** Yen in another currency at the list's rate, half up to whole units; null for the yen or a currency without a rate. */
export function inCurrency(costs: Costs, yen: number, currency: string): number | null {
  const rate = currency === PRICE_CURRENCY ? undefined : costs.exchangeRates.yenPer[currency];
  return rate === undefined ? null : Math.floor(yen / rate + 0.5);
}

const sum = (lines: readonly CostLine[]): number => lines.reduce((total, line) => total + line.yen, 0);
