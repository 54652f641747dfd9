// The expandable auction-schedule panel (days and their auctions) or the machinery categories panel
// (categories and their subcategories): a whole group or single items can be ticked. Each group shows
// 5 items before View more, all of them on wide screens (seed 001 §9).
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BREAKPOINTS } from '../../../ui/breakpoints';
import { token } from '../../../ui/theme';
import { useMediaQuery } from '../../../ui/use-media-query';
import { groupDigits } from '../../views/format';
import type { ScheduleGroup } from '../../schedule';
import { SCHEDULE_ITEMS_SHOWN } from '../timing';
import type { GroupedSelectionControl } from '../use-grouped-selection';
import { groupName } from '../week-days';

const WIDE_QUERY = `(min-width: ${BREAKPOINTS.wide}px)`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${token('spacingVerticalM')} ${token('spacingHorizontalL')};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
`;

const Items = styled.div`
  display: flex;
  flex-direction: column;
  padding-inline-start: ${token('spacingHorizontalL')};
`;

const Note = styled.p`
  color: ${token('colorNeutralForeground3')};
`;

interface GroupColumnProps {
  group: ScheduleGroup;
  control: GroupedSelectionControl;
  showAll: boolean;
}

function GroupColumn({ group, control, showAll }: GroupColumnProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const whole = control.selection.groups.includes(group.id);
  const some = group.items.some((item) => control.selection.items.includes(item.id));
  const shown = showAll || expanded ? group.items : group.items.slice(0, SCHEDULE_ITEMS_SHOWN);
  const name = groupName(intl, group);

  return (
    <Group role="group" aria-label={name}>
      <Checkbox
        label={<strong>{name}</strong>}
        aria-label={intl.formatMessage({ id: 'filters.wholeGroup' }, { group: name })}
        checked={whole ? true : some ? 'mixed' : false}
        onChange={() => control.toggleGroup(group.id)}
      />
      <Items>
        {shown.map((item) => (
          <Checkbox
            key={item.id}
            label={`${item.name} (${groupDigits(item.count)})`}
            checked={whole || control.selection.items.includes(item.id)}
            onChange={() => control.toggleItem(group.id, item.id)}
          />
        ))}
      </Items>
      {group.items.length > SCHEDULE_ITEMS_SHOWN && !showAll && (
        <Button appearance="transparent" size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {intl.formatMessage({ id: expanded ? 'filters.viewLess' : 'filters.viewMore' })}
        </Button>
      )}
    </Group>
  );
}

export function GroupedPanel({ control }: { control: GroupedSelectionControl }) {
  const intl = useIntl();
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <>
      {control.status === 'loading' && <Note>{intl.formatMessage({ id: 'Filter.Options.Loading' })}</Note>}
      {control.status === 'error' && <Note>{intl.formatMessage({ id: 'filters.optionsFailed' })}</Note>}
      {control.status === 'ready' && control.groups.length === 0 && <Note>{intl.formatMessage({ id: 'Fields.Filter.Empty' })}</Note>}
      <Groups>
        {control.groups.map((group) => (
          <GroupColumn key={group.id} group={group} control={control} showAll={wide} />
        ))}
      </Groups>
    </>
  );
}
