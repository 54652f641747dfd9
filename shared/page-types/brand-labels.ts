// A brand's own column headings (config `pageTypes.<id>.columnLabels`, `tables.<id>.columnLabels`)
// become messages of their own ids, added to the interface texts of each language; the columns they
// rename take those ids as labels, so every place that shows a column's label (table headers, cards,
// the sort menu) shows the brand's, in the reader's language.
import type { CompanyConfig } from '../../config/company-schema';

type LocalizedText = { en: string; ru: string };
type Labels = Readonly<Record<string, LocalizedText>>;

/** Whose columns a label renames: a page type's (listings, favorites) or a table page's. */
type LabelOwner = 'pageType' | 'table';

const brandLabelId = (owner: LabelOwner, id: string, columnId: string): string => `brand.${owner}.${id}.${columnId}`;

/** The message ids of the brand's headings of one page type's or table's columns, by column id. */
export function brandLabelIds(owner: LabelOwner, id: string, labels: Labels | undefined): Readonly<Record<string, string>> | undefined {
  if (!labels) return undefined;
  return Object.fromEntries(Object.keys(labels).map((columnId) => [columnId, brandLabelId(owner, id, columnId)]));
}

/**
 * Columns (or sort fields, by `field`) with the brand's headings: a sort field named like a renamed
 * column takes its heading too. The same array when the brand renames none of them.
 */
export function relabelled<T extends { label: string }>(
  items: T[],
  idOf: (item: T) => string,
  labelIds: Readonly<Record<string, string>> | undefined,
): T[] {
  if (!labelIds) return items;
  return items.map((item) => {
    const label = labelIds[idOf(item)];
    return label === undefined ? item : { ...item, label };
  });
}

/** A plain text as an ICU message that formats to itself: apostrophes doubled, braces and tags quoted. */
const icuLiteral = (text: string): string => text.replace(/'/g, "''").replace(/[{}<>]+/g, (run) => `'${run}'`);

/** The brand's headings as messages of `locale`, by their message ids. */
export function brandMessages(config: Pick<CompanyConfig, 'pageTypes' | 'tables'>, locale: keyof LocalizedText): Record<string, string> {
  const owned: Array<[LabelOwner, Record<string, { columnLabels?: Labels }> | undefined]> = [
    ['pageType', config.pageTypes],
    ['table', config.tables],
  ];
  return Object.fromEntries(
    owned.flatMap(([owner, settings]) =>
      Object.entries(settings ?? {}).flatMap(([id, own]) =>
        Object.entries(own.columnLabels ?? {}).map(([columnId, text]) => [brandLabelId(owner, id, columnId), icuLiteral(text[locale])]),
      ),
    ),
  );
}
