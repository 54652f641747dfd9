// The value each filter kind holds in the list state, and how it travels in query parameters
// (seed 001 §5). One codec per kind; the list-param mappers only ever go through these.
import type { FilterDef, FilterKind } from '../../schemas/meta/page-type.schema';
import { formatRange, isNoRange, parseRange, type NumberRange } from './ranges';
import { isCalendarDate } from '../japan-time';

/** Whole groups (auction days, machinery categories) and single items outside them (auctions, subcategories). */
export interface GroupedSelection {
  groups: string[];
  items: string[];
}
export interface DateRangeValue {
  from: string;
  to: string;
}
/** Sent as `<field>-<text>`, e.g. `lot_no-12345`. */
export interface FreeSearchValue {
  field: string;
  text: string;
}

export interface FilterValueByKind {
  select: string;
  multiSelect: string[];
  remoteSelect: string[];
  range: NumberRange;
  dateRange: DateRangeValue;
  auctionSchedule: GroupedSelection;
  categories: GroupedSelection;
  lotNumberSearch: string;
  equipmentSearch: string;
  freeSearch: FreeSearchValue;
}
export type FilterValue = FilterValueByKind[FilterKind];

type Def<K extends FilterKind> = Extract<FilterDef, { kind: K }>;
type Read = (param: string) => string | null;

interface Codec<D extends FilterDef, V> {
  params(def: D): string[];
  /** the value of the query, or undefined when it holds none (or nothing valid) */
  read(def: D, get: Read): V | undefined;
  write(def: D, value: V): [string, string][];
  /** the canonical form of a value, undefined when it filters nothing; throws on a value of another kind */
  normalize(def: D, value: unknown): V | undefined;
}

function wrongValue(def: FilterDef, value: unknown): never {
  throw new TypeError(`Filter '${def.id}' (${def.kind}) cannot hold ${JSON.stringify(value)}`);
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const cleanList = (list: readonly string[]): string[] => [...new Set(list.map((x) => x.trim()).filter(Boolean))];
const splitList = (text: string | null): string[] => cleanList(text?.split(',') ?? []);

const text: Codec<Def<'select' | 'lotNumberSearch' | 'equipmentSearch'>, string> = {
  params: (def) => [def.param],
  read: (def, get) => text.normalize(def, get(def.param) ?? ''),
  write: (def, value) => [[def.param, value]],
  normalize: (def, value) => (typeof value === 'string' ? value.trim() || undefined : wrongValue(def, value)),
};

const list: Codec<Def<'multiSelect' | 'remoteSelect'>, string[]> = {
  params: (def) => [def.param],
  read: (def, get) => list.normalize(def, splitList(get(def.param))),
  write: (def, value) => [[def.param, value.join(',')]],
  normalize: (def, value) => {
    if (!isStringList(value)) return wrongValue(def, value);
    const clean = cleanList(value);
    return clean.length > 0 ? clean : undefined;
  },
};

const range: Codec<Def<'range'>, NumberRange> = {
  params: (def) => [def.param],
  read: (def, get) => parseRange(get(def.param)) ?? undefined,
  write: (def, value) => [[def.param, formatRange(value)]],
  normalize: (def, value) => {
    const { from, to } = (value ?? {}) as Partial<NumberRange>;
    if (typeof from !== 'number' || typeof to !== 'number' || !(from >= 0 && to >= 0)) return wrongValue(def, value);
    const r = { from, to };
    return isNoRange(r) ? undefined : r;
  },
};

const dateRange: Codec<Def<'dateRange'>, DateRangeValue> = {
  params: (def) => [def.params.from, def.params.to],
  read: (def, get) => {
    const valid = (t: string | null) => (t !== null && isCalendarDate(t) ? t : '');
    return dateRange.normalize(def, { from: valid(get(def.params.from)), to: valid(get(def.params.to)) });
  },
  write: (def, value) =>
    [
      [def.params.from, value.from],
      [def.params.to, value.to],
    ].filter((entry): entry is [string, string] => entry[1] !== ''),
  normalize: (def, value) => {
    const v = value as Partial<DateRangeValue> | null;
    if (typeof v?.from !== 'string' || typeof v.to !== 'string') return wrongValue(def, value);
    const r = { from: v.from.trim(), to: v.to.trim() };
    return r.from === '' && r.to === '' ? undefined : r;
  },
};

const grouped: Codec<Def<'auctionSchedule' | 'categories'>, GroupedSelection> = {
  params: (def) => [def.params.groups, def.params.items],
  read: (def, get) => grouped.normalize(def, { groups: splitList(get(def.params.groups)), items: splitList(get(def.params.items)) }),
  write: (def, value) =>
    [
      [def.params.groups, value.groups.join(',')],
      [def.params.items, value.items.join(',')],
    ].filter((entry): entry is [string, string] => entry[1] !== ''),
  normalize: (def, value) => {
    const v = value as Partial<GroupedSelection> | null;
    if (!isStringList(v?.groups) || !isStringList(v.items)) return wrongValue(def, value);
    const r = { groups: cleanList(v.groups), items: cleanList(v.items) };
    return r.groups.length === 0 && r.items.length === 0 ? undefined : r;
  },
};

const freeSearch: Codec<Def<'freeSearch'>, FreeSearchValue> = {
  params: (def) => [def.param],
  read: (def, get) => {
    const raw = get(def.param);
    const dash = raw?.indexOf('-') ?? -1;
    if (raw === null || dash < 0) return undefined;
    const field = raw.slice(0, dash);
    const known = def.fields.some((f) => f.value === field);
    return known ? freeSearch.normalize(def, { field, text: raw.slice(dash + 1) }) : undefined;
  },
  write: (def, value) => [[def.param, `${value.field}-${value.text}`]],
  normalize: (def, value) => {
    const v = value as Partial<FreeSearchValue> | null;
    if (typeof v?.field !== 'string' || typeof v.text !== 'string' || !def.fields.some((f) => f.value === v.field))
      return wrongValue(def, value);
    const t = v.text.trim();
    return t ? { field: v.field, text: t } : undefined;
  },
};

const codecs: { [K in FilterKind]: Codec<Def<K>, FilterValueByKind[K]> } = {
  select: text,
  multiSelect: list,
  remoteSelect: list,
  range,
  dateRange,
  auctionSchedule: grouped,
  categories: grouped,
  lotNumberSearch: text,
  equipmentSearch: text,
  freeSearch,
};

// The one place the kind-to-codec correspondence is widened: each codec only ever meets its own kind.
const codecOf = (def: FilterDef) => codecs[def.kind] as Codec<FilterDef, FilterValue>;

export const filterParams = (def: FilterDef): string[] => codecOf(def).params(def);
export const readFilter = (def: FilterDef, get: Read): FilterValue | undefined => codecOf(def).read(def, get);
export const writeFilter = (def: FilterDef, value: FilterValue): [string, string][] => codecOf(def).write(def, value);
export const normalizeFilter = (def: FilterDef, value: unknown): FilterValue | undefined => codecOf(def).normalize(def, value);
