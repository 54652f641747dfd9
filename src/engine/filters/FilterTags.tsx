// Removable tags of the applied filters (seed 001 §2): one per applied value, collapsed to the first
// row that fits, with an All tags / Hide tags toggle when some do not fit.
import { Button } from '@fluentui/react-button';
import { useQuery } from '@tanstack/react-query';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { useLayoutEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { FilterDef, PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { scheduleGroupsQuery } from '../../api/listing-filters';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import type { FilterValue, FilterValueByKind } from '../../../shared/list/filter-values';
import type { ListState } from '../../../shared/list/list-params';
import { boundedText, rangeSideText } from '../range-text';
import type { FiltersProps } from './filters-props';
import { selectionParts, withoutPart } from './grouped-parts';
import { selectedLabels } from './options';
import { useApplyFilter, useListChange, type ApplyFilter } from './use-filter-change';
import { useFilterOptions, type OptionDef } from './use-filter-options';
import type { GroupedDef } from './use-grouped-selection';
import { groupName } from './week-days';

const Bar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('spacingHorizontalS')};
`;

const List = styled.ul`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${token('spacingVerticalXS')} ${token('spacingHorizontalXS')};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${token('spacingHorizontalXXS')};
  max-width: 100%;
  padding-inline: ${token('spacingHorizontalS')} ${token('spacingHorizontalXXS')};
  border-radius: ${token('borderRadiusCircular')};
  background: ${token('colorNeutralBackground3')};
  font-size: ${token('fontSizeBase200')};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Marks a tag for the fit measurement. */
const TAG_ATTRIBUTE = 'data-filter-tag';

function Tag({ text, onRemove }: { text: string; onRemove(): void }) {
  const intl = useIntl();
  return (
    <Item {...{ [TAG_ATTRIBUTE]: '' }}>
      <span>{text}</span>
      <Button
        appearance="transparent"
        size="small"
        icon={<Dismiss12Regular />}
        aria-label={intl.formatMessage({ id: 'filters.tags.remove' }, { tag: text })}
        onClick={onRemove}
      />
    </Item>
  );
}

interface TagsOfProps<D extends FilterDef> {
  schema: PageTypeSchema;
  def: D;
  state: ListState;
  apply: ApplyFilter;
  label: string;
}

/** A tag per chosen option, named by the option list. */
function OptionTags({ schema, def, state, apply, label }: TagsOfProps<OptionDef>) {
  const intl = useIntl();
  const { options } = useFilterOptions(schema, def, state);
  const value = state.filters[def.id] as string | string[];
  const values = typeof value === 'string' ? [value] : value;
  const labels = selectedLabels(values, options);
  return values.map((v, i) => (
    <Tag
      key={v}
      text={intl.formatMessage({ id: 'filters.tag.value' }, { filter: label, value: labels[i] })}
      onRemove={() => apply(def.id, typeof value === 'string' ? undefined : values.filter((x) => x !== v))}
    />
  ));
}

/** A tag per whole day (category) and per single auction (subcategory). */
function GroupedTags({ schema, def, state, apply }: TagsOfProps<GroupedDef>) {
  const intl = useIntl();
  const groups = (useQuery(scheduleGroupsQuery(schema, def, state)).data ?? []).map((group) => ({
    ...group,
    label: groupName(intl, group),
  }));
  const selection = state.filters[def.id] as FilterValueByKind['auctionSchedule'];
  return selectionParts(selection, groups).map((part) => (
    <Tag key={`${part.kind}-${part.id}`} text={part.label} onRemove={() => apply(def.id, withoutPart(selection, part))} />
  ));
}

const bounded = (intl: IntlShape, label: string, from: string, to: string): string =>
  boundedText((id, values) => intl.formatMessage({ id }, values), label, from, to);

/** The one tag of a range, dates or a search text. */
function valueTagText(intl: IntlShape, def: FilterDef, value: FilterValue, label: string): string {
  switch (def.kind) {
    case 'range': {
      const r = value as FilterValueByKind['range'];
      return bounded(intl, label, rangeSideText(r.from, def.grouping), rangeSideText(r.to, def.grouping));
    }
    case 'dateRange': {
      const r = value as FilterValueByKind['dateRange'];
      return bounded(intl, label, r.from, r.to);
    }
    case 'freeSearch': {
      const s = value as FilterValueByKind['freeSearch'];
      const field = def.fields.find((f) => f.value === s.field);
      const fieldLabel = field ? intl.formatMessage({ id: field.label as MessageId }) : s.field;
      return intl.formatMessage({ id: 'filters.tag.value' }, { filter: fieldLabel, value: s.text });
    }
    default:
      return intl.formatMessage({ id: 'filters.tag.value' }, { filter: label, value: String(value) });
  }
}

function TagsOf(props: TagsOfProps<FilterDef>) {
  const intl = useIntl();
  const { def, state, apply, label } = props;
  switch (def.kind) {
    case 'select':
    case 'multiSelect':
    case 'remoteSelect':
      return <OptionTags {...props} def={def} />;
    case 'auctionSchedule':
    case 'categories':
      return <GroupedTags {...props} def={def} />;
    default: {
      const value = state.filters[def.id]!;
      return <Tag text={valueTagText(intl, def, value, label)} onRemove={() => apply(def.id, undefined)} />;
    }
  }
}

/**
 * How many tags do not fit on the first row. Every tag is shown, those that wrapped below the first row
 * are hidden again while collapsed, all before the browser paints. It measures again after each render
 * and whenever the list changes size (a wider window, an option label that arrived).
 */
function useFirstRowOverflow(node: HTMLUListElement | null, collapsed: boolean): number {
  const [overflowing, setOverflowing] = useState(0);
  const [, setResized] = useState(0);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- measures after every render on purpose; the same count renders nothing
  useLayoutEffect(() => {
    if (!node) return;
    const tags = [...node.querySelectorAll<HTMLElement>(`[${TAG_ATTRIBUTE}]`)];
    tags.forEach((tag) => (tag.style.display = ''));
    const firstTop = tags[0]?.offsetTop ?? 0;
    const below = tags.filter((tag) => tag.offsetTop > firstTop);
    if (collapsed) below.forEach((tag) => (tag.style.display = 'none'));
    setOverflowing(below.length);
  });

  useLayoutEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setResized((n) => n + 1));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);

  return overflowing;
}

export function FilterTags({ schema, state, onChange }: FiltersProps) {
  const intl = useIntl();
  const apply = useApplyFilter(schema, useListChange(state, onChange));
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [expanded, setExpanded] = useState(false);
  const applied = schema.filters.filter((def) => state.filters[def.id] !== undefined);
  const overflowing = useFirstRowOverflow(list, !expanded);
  if (applied.length === 0) return null;

  return (
    <Bar>
      <List ref={setList} aria-label={intl.formatMessage({ id: 'filters.tags' })}>
        {applied.map((def) => (
          <TagsOf
            key={def.id}
            schema={schema}
            def={def}
            state={state}
            apply={apply}
            label={intl.formatMessage({ id: def.label as MessageId })}
          />
        ))}
      </List>
      {(overflowing > 0 || expanded) && (
        <Button appearance="transparent" size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {intl.formatMessage({ id: expanded ? 'filters.tags.hide' : 'filters.tags.all' })}
        </Button>
      )}
    </Bar>
  );
}
