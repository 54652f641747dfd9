// The filter grid and the applied-filter tags of a table page (seed 000 §2): option lists come from the
// page's filters call (`filters.<key>`), dates are the engine's date pair. The same controls as the
// listing filters (OptionList: a dropdown, or a sub-list in the phone sheet, with a search above 10
// options; DateRangeFilter); every settled value goes through setFilter, so a change goes back to page 1.
// A single-choice filter offers All first, which is no filter.
import { Button } from '@fluentui/react-button';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FilterOption } from '../../../schemas/api/listing';
import type { FilterDef } from '../../../schemas/meta/page-type.schema';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { DateRangeFilter } from '../filters/controls/DateRangeFilter';
import { OptionList } from '../filters/controls/OptionList';
import { selectedLabels } from '../filters/options';
import type { OptionsStatus } from '../filters/use-filter-options';
import type { FilterValueByKind } from '../../../shared/list/filter-values';
import { setFilter, type ListSchema, type ListState } from '../../../shared/list/list-params';
import { boundedText } from '../range-text';

/** Option lists by the key of the filters response. */
export type TableOptions = Readonly<Record<string, readonly FilterOption[]>>;

export interface TableFiltersProps {
  schema: ListSchema;
  state: ListState;
  options: TableOptions | undefined;
  status: OptionsStatus;
  onChange(next: ListState): void;
  /** an option picked; onChange without it */
  onPick?(next: ListState): void;
  /** an option list of a filter opened or closed */
  onOpenChange?(filterId: string, open: boolean): void;
  /** in the phone filter sheet: option lists open as sub-lists */
  mobile?: boolean;
}

const Grid = styled.div<{ $mobile: boolean }>`
  display: ${({ $mobile }) => ($mobile ? 'flex' : 'grid')};
  flex-direction: column;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
  align-items: ${({ $mobile }) => ($mobile ? 'stretch' : 'end')};
`;

const Wide = styled.div`
  grid-column: span 2;
  min-width: 0;
`;

const optionsOf = (def: FilterDef, options: TableOptions | undefined): readonly FilterOption[] =>
  'source' in def && def.source.from === 'filters' ? (options?.[def.source.key] ?? []) : [];

const listOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : []);

export function TableFilters({ schema, state, options, status, onChange, onPick = onChange, onOpenChange, mobile }: TableFiltersProps) {
  const intl = useIntl();
  const apply = (id: string, value: unknown) => onChange(setFilter(state, schema, id, value));
  const pick = (id: string, value: unknown) => onPick(setFilter(state, schema, id, value));
  if (schema.filters.length === 0) return null;
  return (
    <Grid role="search" aria-label={intl.formatMessage({ id: 'filters.panel' })} $mobile={mobile === true}>
      {schema.filters.map((def) => {
        if (def.kind === 'dateRange') {
          return (
            <Wide key={def.id}>
              <DateRangeFilter def={def} state={state} onValue={(value) => apply(def.id, value)} />
            </Wide>
          );
        }
        if (def.kind !== 'select' && def.kind !== 'multiSelect') throw new Error(`A table page has no ${def.kind} filter (${def.id})`);
        const multiselect = def.kind === 'multiSelect';
        return (
          <div key={def.id}>
            <OptionList
              mobile={mobile}
              label={intl.formatMessage({ id: def.label as MessageId })}
              options={optionsOf(def, options)}
              selected={listOf(state.filters[def.id])}
              multiselect={multiselect}
              status={status}
              onSelect={(values) => pick(def.id, multiselect ? values : values[0])}
              onOpenChange={onOpenChange && ((open) => onOpenChange(def.id, open))}
              allLabel={multiselect ? undefined : intl.formatMessage({ id: 'filters.all' })}
            />
          </div>
        );
      })}
    </Grid>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('spacingHorizontalXS')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${token('spacingHorizontalXXS')};
  padding-inline-start: ${token('spacingHorizontalS')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorNeutralBackground3')};
  font-size: ${token('fontSizeBase200')};
`;

/** Tags shown before 'All tags' (the listing measures its first row; a table's tags are few). */
const COLLAPSED_TAGS = 6;

interface TagItem {
  key: string;
  text: string;
  remove(): void;
}

function dateText(intl: ReturnType<typeof useIntl>, label: string, value: FilterValueByKind['dateRange']): string {
  return boundedText((id, values) => intl.formatMessage({ id }, values), label, value.from, value.to);
}

export function TableFilterTags({ schema, state, options, onChange }: Omit<TableFiltersProps, 'status' | 'onPick' | 'onOpenChange'>) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const apply = (id: string, value: unknown) => onChange(setFilter(state, schema, id, value));
  const tags: TagItem[] = schema.filters.flatMap((def) => {
    const value = state.filters[def.id];
    if (value === undefined) return [];
    const label = intl.formatMessage({ id: def.label as MessageId });
    if (def.kind === 'dateRange') {
      return [
        { key: def.id, text: dateText(intl, label, value as FilterValueByKind['dateRange']), remove: () => apply(def.id, undefined) },
      ];
    }
    const values = listOf(value);
    const labels = selectedLabels(values, optionsOf(def, options));
    return values.map((v, i) => ({
      key: `${def.id}:${v}`,
      text: intl.formatMessage({ id: 'filters.tag.value' }, { filter: label, value: labels[i] }),
      remove: () => apply(def.id, Array.isArray(value) ? values.filter((x) => x !== v) : undefined),
    }));
  });
  if (tags.length === 0) return null;
  const shown = expanded ? tags : tags.slice(0, COLLAPSED_TAGS);
  return (
    <Bar>
      <List aria-label={intl.formatMessage({ id: 'filters.tags' })}>
        {shown.map((tag) => (
          <Tag key={tag.key}>
            <span>{tag.text}</span>
            <Button
              appearance="transparent"
              size="small"
              icon={<Dismiss12Regular />}
              aria-label={intl.formatMessage({ id: 'filters.tags.remove' }, { tag: tag.text })}
              onClick={tag.remove}
            />
          </Tag>
        ))}
      </List>
      {tags.length > COLLAPSED_TAGS && (
        <Button appearance="transparent" size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {intl.formatMessage({ id: expanded ? 'filters.tags.hide' : 'filters.tags.all' })}
        </Button>
      )}
    </Bar>
  );
}
