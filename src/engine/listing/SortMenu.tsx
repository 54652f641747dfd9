// The sort control (seed 001 §4): Default, then each sort field of the page type. Picking a field sorts
// ascending, the same field again descending, then not at all; Default clears. Disabled while the list
// loads or holds fewer than 2 lots.
import { Button } from '@fluentui/react-button';
import { ArrowSortDownLines20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { setSort, type ListState, type ListSchema } from '../../../shared/list/list-params';
import { sortLabelKey } from '../../../shared/list/sort';
import { PopupOnDemand } from '../../ui/PopupOnDemand';

const loadSortMenuList = () => import('./SortMenuList');
const SortMenuList = lazy(loadSortMenuList);

export interface SortMenuProps {
  schema: ListSchema;
  state: ListState;
  onChange(next: ListState): void;
  disabled: boolean;
}

export function SortMenu({ schema, state, onChange, disabled }: SortMenuProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: id as MessageId });
  const { sort } = state;
  // fields with their own order labels (dates: Newest, Oldest) need no 'ascending'
  const withOrderLabels = schema.sort.some((s) => s.field === sort?.field && s.orderLabels);
  const current = !sort
    ? intl.formatMessage({ id: 'listing.sort.default' })
    : withOrderLabels
      ? text(sortLabelKey(schema, sort))
      : intl.formatMessage(
          { id: sort.order === 'ASC' ? 'listing.sort.ascending' : 'listing.sort.descending' },
          { label: text(sortLabelKey(schema, sort)) },
        );
  const pick = (field: string | null) => onChange(setSort(state, schema, field));
  return (
    <PopupOnDemand
      preload={loadSortMenuList}
      popup="menu"
      trigger={
        <Button icon={<ArrowSortDownLines20Regular />} disabled={disabled}>
          {intl.formatMessage({ id: 'listing.sort.button' }, { sort: current })}
        </Button>
      }
      render={(trigger) => <SortMenuList schema={schema} sorted={sort?.field ?? null} pick={pick} trigger={trigger} />}
    />
  );
}
