// The desktop filter grid of a listing page (seed 001 §2): every filter placed on the panel, each
// rendered by its registered control. Whether the panel shows (Show/Hide Search) is the page's choice.
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { FilterKind } from '../../../schemas/meta/page-type.schema';
import { token } from '../../ui/theme';
import { FilterField } from './FilterField';
import type { FiltersProps } from './filters-props';
import { panelFilters } from './placement';
import { useApplyFilter, useListChange } from './use-filter-change';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
  align-items: end;
`;

/** Kinds that need the width of two cells: a field selector beside its text, two dates. */
const WIDE_KINDS: ReadonlySet<FilterKind> = new Set(['freeSearch', 'dateRange']);

const Cell = styled.div<{ $wide: boolean }>`
  min-width: 0;
  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: span 2;
    `}
`;

export function FilterPanel({ schema, state, onChange }: FiltersProps) {
  const intl = useIntl();
  const apply = useApplyFilter(schema, useListChange(state, onChange));
  return (
    <Grid role="search" aria-label={intl.formatMessage({ id: 'filters.panel' })}>
      {panelFilters(schema).map((def) => (
        <Cell key={def.id} $wide={WIDE_KINDS.has(def.kind)}>
          <FilterField schema={schema} def={def} state={state} apply={apply} />
        </Cell>
      ))}
    </Grid>
  );
}
