// Monday to Saturday, named in the reader's language, as toggle buttons (desktop) or chips (mobile
// drawer): a day selects all of its auctions, sent once clicking pauses for 500 ms (seed 001 §2, §9). A
// day without auctions is disabled.
import { ToggleButton } from '@fluentui/react-button';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import { weekDaysQuery, type CallSource } from '../../../api/listing-filters';
import { token } from '../../../ui/theme';
import type { GroupedSelectionControl } from '../use-grouped-selection';
import { groupName, groupOfDay } from '../week-days';

// chips scroll sideways in one row at their full width: shrunk to fit the row, they clipped their
// names ('Wednesday' needs 71 px, 'понедельник' more)
const Row = styled.div<{ $chips: boolean }>`
  display: flex;
  flex-wrap: ${({ $chips }) => ($chips ? 'nowrap' : 'wrap')};
  overflow-x: auto;
  gap: ${token('spacingHorizontalS')};
  & > button {
    flex-shrink: 0;
  }
`;

interface DayButtonsProps {
  schema: PageTypeSchema;
  /** the week-days call of the auction-schedule filter */
  daySource: CallSource;
  control: GroupedSelectionControl;
  chips?: boolean;
}

export function DayButtons({ schema, daySource, control, chips = false }: DayButtonsProps) {
  const intl = useIntl();
  const days = useQuery(weekDaysQuery(schema, daySource));
  if (!days.data) return null;
  return (
    <Row role="group" aria-label={intl.formatMessage({ id: 'filters.days' })} $chips={chips}>
      {days.data.map((day) => {
        const group = groupOfDay(day, control.groups);
        return (
          <ToggleButton
            key={day.value}
            shape={chips ? 'circular' : 'rounded'}
            size={chips ? 'small' : 'medium'}
            checked={group !== undefined && control.selection.groups.includes(group.id)}
            disabled={group === undefined}
            onClick={() => group && control.toggleGroup(group.id)}
          >
            {groupName(intl, { id: day.value, label: day.label })}
          </ToggleButton>
        );
      })}
    </Row>
  );
}
