// What the comparison shows of each detail section of the page-type schemas (issue #20): rows of
// values side by side (lot info, vehicle, specification, condition report, prices, price guide), one
// picture per lot (photos, auction sheet), or nothing (notes, month of production, sharing, vehicle
// history). A section kind not named here is drawn as the lot page draws it, once per lot (the section
// registry's component). Pure: the lots as the lot page reads them (LotView), undefined while one loads.
import type { IntlShape } from 'react-intl';
import type { PriceGuideResponse } from '../../../schemas/api/price-guide';
import type { SectionKind } from '../../../schemas/meta/page-type.schema';
import { auctionStatusBadge } from '../../engine/auction-status';
import { factText } from '../../engine/detail/fact-text';
import type { LotFact, LotView } from '../../engine/detail/lot-view';
import { auctionTime, groupDigits, japanTimeText } from '../../engine/views/format';
import type { MessageId } from '../../i18n/messages';

/** One lot of the comparison. */
export interface ComparedValues {
  readonly lot: LotView | undefined;
  /** its price guide: null when there is none for this viewer, undefined while it loads */
  readonly guide: PriceGuideResponse | null | undefined;
}

type Lots = readonly ComparedValues[];

/** Each lot's value: undefined while the lot loads. */
const each = (lots: Lots, read: (lot: LotView) => string | null) => lots.map(({ lot }) => (lot ? read(lot) : undefined));

const money = (amount: number, intl: IntlShape) => intl.formatMessage({ id: 'listing.money' }, { amount: groupDigits(amount) });

/** Rows some lot has a value in. */
const withValues = (rows: ValueRow[]) => rows.filter((valueRow) => valueRow.values.some((value) => value !== null && value !== undefined));

/** A row of one value per lot: null when the lot has none, undefined while it loads. */
export interface ValueRow {
  readonly key: string;
  readonly label: string;
  readonly values: readonly (string | null | undefined)[];
  /** the loaded lots, two at least, do not all have the same value */
  readonly differs: boolean;
}

export type CompareSection =
  | { readonly show: 'values'; readonly title: MessageId; rows(lots: Lots, intl: IntlShape): ValueRow[] }
  | { readonly show: 'picture'; readonly title: MessageId; src(lot: LotView): string | null };

function differs(values: readonly (string | null | undefined)[]): boolean {
  const loaded = values.filter((value) => value !== undefined);
  return loaded.length >= 2 && new Set(loaded).size > 1;
}

const row = (key: string, label: string, values: readonly (string | null | undefined)[]): ValueRow => ({
  key,
  label,
  values,
  differs: differs(values),
});

/** One row per fact any lot has, in the order they come; a lot without it shows none. */
function factRows(facts: (lot: LotView) => readonly LotFact[]) {
  return (lots: Lots, intl: IntlShape): ValueRow[] => {
    const ids = [...new Set(lots.flatMap(({ lot }) => (lot ? facts(lot).map((fact) => fact.id) : [])))];
    return withValues(
      ids.map((id) =>
        row(
          id,
          intl.formatMessage({ id: `lotDetail.fact.${id}` as MessageId }),
          each(lots, (lot) => {
            const fact = facts(lot).find((candidate) => candidate.id === id);
            return fact ? factText(fact, intl) : null;
          }),
        ),
      ),
    );
  };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function lotInfoRows(lots: Lots, intl: IntlShape): ValueRow[] {
  const label = (id: MessageId) => intl.formatMessage({ id });
  return withValues([
    row(
      'lotNumber',
      label('lotDetail.lotInfo.lotNumber'),
      each(lots, (lot) => text(lot.lotNumber)),
    ),
    row(
      'auction',
      label('lotDetail.lotInfo.auction'),
      each(lots, (lot) => text(lot.auctionName)),
    ),
    row(
      'date',
      label('lotDetail.lotInfo.date'),
      each(lots, (lot) => {
        const time = auctionTime(lot.auctionDate);
        return time ? japanTimeText(time) : text(lot.auctionDate);
      }),
    ),
    row(
      'condition',
      label('compare.condition'),
      each(lots, (lot) => text(lot.condition)),
    ),
    row(
      'status',
      label('compare.status'),
      each(lots, (lot) => {
        const status = auctionStatusBadge(lot.status);
        return status ? intl.formatMessage({ id: status.labelKey as MessageId }) : null;
      }),
    ),
    row(
      'offeredBefore',
      label('compare.offeredBefore'),
      each(lots, (lot) => (lot.offeredBefore === undefined ? null : String(lot.offeredBefore))),
    ),
  ]);
}

function priceRows(lots: Lots, intl: IntlShape): ValueRow[] {
  const price = (key: 'startPrice' | 'averagePrice' | 'soldPrice', label: MessageId) =>
    row(
      key,
      intl.formatMessage({ id: label }),
      each(lots, (lot) => {
        const amount = lot.bidInfo?.[key];
        return typeof amount === 'number' ? money(amount, intl) : null;
      }),
    );
  return withValues([
    price('startPrice', 'compare.startPrice'),
    price('averagePrice', 'compare.averagePrice'),
    price('soldPrice', 'compare.soldPrice'),
  ]);
}

function reportRows(lots: Lots, intl: IntlShape): ValueRow[] {
  return withValues([
    row(
      'entries',
      intl.formatMessage({ id: 'lotDetail.report.entries' }),
      each(lots, (lot) => lot.conditionReport?.entries.join('; ') || null),
    ),
  ]);
}

type GuidePrices = NonNullable<PriceGuideResponse['prices']>;

/** What comparable lots sold for: how many, the median and the range. */
function guideRows(lots: Lots, intl: IntlShape): ValueRow[] {
  const read = (value: (prices: GuidePrices, count: number) => string) =>
    lots.map(({ lot, guide }) => {
      if (!lot || guide === undefined) return undefined;
      return guide?.prices && guide.count > 0 ? value(guide.prices, guide.count) : null;
    });
  return withValues([
    row(
      'sales',
      intl.formatMessage({ id: 'compare.guide.sales' }),
      read((_, count) => String(count)),
    ),
    row(
      'median',
      intl.formatMessage({ id: 'priceGuide.prices.median' }),
      read((prices) => money(prices.median, intl)),
    ),
    row(
      'min',
      intl.formatMessage({ id: 'priceGuide.prices.min' }),
      read((prices) => money(prices.min, intl)),
    ),
    row(
      'max',
      intl.formatMessage({ id: 'priceGuide.prices.max' }),
      read((prices) => money(prices.max, intl)),
    ),
  ]);
}

/** How each section kind is compared; null: not compared. */
export const COMPARE_SECTIONS: Readonly<Partial<Record<SectionKind, CompareSection | null>>> = {
  gallery: { show: 'picture', title: 'lotDetail.section.gallery', src: (lot) => lot.thumbnails[0] ?? lot.images[0] ?? null },
  lotInfo: { show: 'values', title: 'lotDetail.section.lotInfo', rows: lotInfoRows },
  vehicleInfo: { show: 'values', title: 'lotDetail.section.vehicleInfo', rows: factRows((lot) => lot.vehicleFacts) },
  specification: { show: 'values', title: 'lotDetail.section.specification', rows: factRows((lot) => lot.specification) },
  conditionReport: { show: 'values', title: 'lotDetail.section.conditionReport', rows: reportRows },
  auctionSheet: { show: 'picture', title: 'lotDetail.section.auctionSheet', src: (lot) => lot.auctionSheet },
  // the bid panel's prices; the panel itself is for one lot's page
  bidPanel: { show: 'values', title: 'compare.prices', rows: priceRows },
  priceGuide: { show: 'values', title: 'lotDetail.section.priceGuide', rows: guideRows },
  managerNote: null,
  productionMonth: null,
  share: null,
  vehicleHistory: null,
};
