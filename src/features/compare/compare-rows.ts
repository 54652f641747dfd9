// What the comparison shows of each detail section of the page-type schemas (issue #20): rows of
// values side by side (lot info, vehicle, specification, condition report, prices), one picture per
// lot (photos, auction sheet), or nothing (notes, month of production, sharing). A section kind not
// named here is drawn as the lot page draws it, once per lot (the section registry's component).
// Pure: the lots as the lot page reads them (LotView), undefined while one loads.
import type { IntlShape } from 'react-intl';
import type { SectionKind } from '../../../schemas/meta/page-type.schema';
import { auctionStatusBadge } from '../../engine/auction-status';
import { factText } from '../../engine/detail/fact-text';
import type { LotFact, LotView } from '../../engine/detail/lot-view';
import { auctionTime, groupDigits, japanTimeText } from '../../engine/views/format';
import type { MessageId } from '../../i18n/messages';

type Lots = readonly (LotView | undefined)[];

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

export function differs(values: readonly (string | null | undefined)[]): boolean {
  const loaded = values.filter((value) => value !== undefined);
  return loaded.length >= 2 && new Set(loaded).size > 1;
}

const row = (key: string, label: string, values: readonly (string | null | undefined)[]): ValueRow => ({ key, label, values, differs: differs(values) });

/** One row per fact any lot has, in the order they come; a lot without it shows none. */
function factRows(facts: (lot: LotView) => readonly LotFact[]) {
  return (lots: Lots, intl: IntlShape): ValueRow[] => {
    const ids = [...new Set(lots.flatMap((lot) => (lot ? facts(lot).map((fact) => fact.id) : [])))];
    return ids
      .map((id) =>
        row(
          id,
          intl.formatMessage({ id: `lotDetail.fact.${id}` as MessageId }),
          lots.map((lot) => {
            if (!lot) return undefined;
            const fact = facts(lot).find((candidate) => candidate.id === id);
            return fact ? factText(fact, intl) : null;
          }),
        ),
      )
      .filter((factRow) => factRow.values.some((value) => value !== null && value !== undefined));
  };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function lotInfoRows(lots: Lots, intl: IntlShape): ValueRow[] {
  const label = (id: MessageId) => intl.formatMessage({ id });
  const each = (read: (lot: LotView) => string | null) => lots.map((lot) => (lot ? read(lot) : undefined));
  return [
    row('lotNumber', label('lotDetail.lotInfo.lotNumber'), each((lot) => text(lot.lotNumber))),
    row('auction', label('lotDetail.lotInfo.auction'), each((lot) => text(lot.auctionName))),
    row(
      'date',
      label('lotDetail.lotInfo.date'),
      each((lot) => {
        const time = auctionTime(lot.auctionDate);
        return time ? japanTimeText(time) : text(lot.auctionDate);
      }),
    ),
    row('condition', label('compare.condition'), each((lot) => text(lot.condition))),
    row(
      'status',
      label('compare.status'),
      each((lot) => {
        const status = auctionStatusBadge(lot.status);
        return status ? intl.formatMessage({ id: status.labelKey as MessageId }) : null;
      }),
    ),
  ];
}

function priceRows(lots: Lots, intl: IntlShape): ValueRow[] {
  const price = (key: 'startPrice' | 'averagePrice' | 'soldPrice', label: MessageId) =>
    row(
      key,
      intl.formatMessage({ id: label }),
      lots.map((lot) => {
        if (!lot) return undefined;
        const amount = lot.bidInfo?.[key];
        return typeof amount === 'number' ? intl.formatMessage({ id: 'listing.money' }, { amount: groupDigits(amount) }) : null;
      }),
    );
  return [price('startPrice', 'compare.startPrice'), price('averagePrice', 'compare.averagePrice'), price('soldPrice', 'compare.soldPrice')].filter(
    (priceRow) => priceRow.values.some((value) => value !== null && value !== undefined),
  );
}

function reportRows(lots: Lots, intl: IntlShape): ValueRow[] {
  const entries = lots.map((lot) => (lot ? (lot.conditionReport?.entries.join('; ') ?? null) || null : undefined));
  return entries.some(Boolean) ? [row('entries', intl.formatMessage({ id: 'lotDetail.report.entries' }), entries)] : [];
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
  managerNote: null,
  productionMonth: null,
  share: null,
};
