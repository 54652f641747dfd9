// The auction-schedule and categories filters. On desktop the panel itself (the schedule bar puts it
// under its expand toggle); in the mobile drawer a chip opening the panel as a sub-list, and for the
// auction schedule the row of day chips (its week-days source).
import { useIntl } from 'react-intl';
import { useState } from 'react';
import type { MessageId } from '../../../i18n/messages';
import type { FilterControlProps } from '../filter-props';
import { selectionParts } from '../grouped-parts';
import { useGroupedSelection } from '../use-grouped-selection';
import { DayButtons } from './DayButtons';
import { GroupedPanel } from './GroupedPanel';
import { SelectionLimitDialog } from './SelectionLimitDialog';
import { SubList } from './SubList';
import { SubListTrigger } from './SubListTrigger';

export function GroupedFilter(props: FilterControlProps<'auctionSchedule'> | FilterControlProps<'categories'>) {
  const { schema, def, state, onValue, mobile } = props;
  const intl = useIntl();
  const control = useGroupedSelection(schema, def, state, onValue);
  const [open, setOpen] = useState(false);
  const limit = <SelectionLimitDialog kind={def.kind} open={control.limitReached} onClose={control.closeLimit} />;
  if (!mobile) {
    return (
      <>
        <GroupedPanel control={control} />
        {limit}
      </>
    );
  }

  const label = intl.formatMessage({ id: def.label as MessageId });
  const parts = selectionParts(control.selection, control.groups);
  return (
    <>
      <SubListTrigger
        label={label}
        summary={parts.length > 0 ? parts.map((p) => p.label).join(', ') : intl.formatMessage({ id: 'filters.any' })}
        onOpen={() => setOpen(true)}
      />
      <SubList title={label} open={open} onClose={() => setOpen(false)}>
        <GroupedPanel control={control} />
      </SubList>
      {def.daySource && <DayButtons schema={schema} daySource={def.daySource} control={control} chips />}
      {limit}
    </>
  );
}
