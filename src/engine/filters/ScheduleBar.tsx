// The schedule bar of a desktop listing (seed 001 §2): the Monday–Saturday day buttons of the auction
// schedule and a toggle that expands the auction-schedule panel, or on machinery the categories panel.
// Pages without either (statistics) show nothing here.
import { Button } from '@fluentui/react-button';
import { ChevronDown20Regular, ChevronUp20Regular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import type { ListState } from '../../../shared/list/list-params';
import { DayButtons } from './controls/DayButtons';
import { GroupedPanel } from './controls/GroupedPanel';
import { SelectionLimitDialog } from './controls/SelectionLimitDialog';
import type { FilterDefOf } from './filter-props';
import { FilterField } from './FilterField';
import type { FiltersProps } from './filters-props';
import { scheduleBarFilter } from './placement';
import { useApplyFilter, useListChange, type ApplyFilter } from './use-filter-change';
import { useGroupedSelection } from './use-grouped-selection';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalM')};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

// kept mounted while collapsed, so ticks still waiting out their debounce are not lost
const Panel = styled.div`
  &[hidden] {
    display: none;
  }
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
  border: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  border-radius: ${token('borderRadiusMedium')};
`;

interface AuctionScheduleProps {
  schema: PageTypeSchema;
  def: FilterDefOf<'auctionSchedule'>;
  state: ListState;
  apply: ApplyFilter;
  toggle: ReactNode;
  /** the schedule panel: there when it is the bar's panel, shown when expanded */
  panel: { id: string; mounted: boolean; shown: boolean };
}

/** Day buttons and the schedule panel share one selection, so ticks on either count together. */
function AuctionSchedule({ schema, def, state, apply, toggle, panel }: AuctionScheduleProps) {
  const control = useGroupedSelection(schema, def, state, (value) => apply(def.id, value));
  return (
    <>
      <Row>
        {def.daySource && <DayButtons schema={schema} daySource={def.daySource} control={control} />}
        {toggle}
      </Row>
      {panel.mounted && (
        <Panel id={panel.id} hidden={!panel.shown}>
          <GroupedPanel control={control} />
        </Panel>
      )}
      <SelectionLimitDialog kind={def.kind} open={control.limitReached} onClose={control.closeLimit} />
    </>
  );
}

export function ScheduleBar({ schema, state, onChange }: FiltersProps) {
  const intl = useIntl();
  const apply = useApplyFilter(schema, useListChange(state, onChange));
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const schedule = scheduleBarFilter(schema, 'auctionSchedule');
  const categories = scheduleBarFilter(schema, 'categories');
  const panelDef = categories ?? schedule;
  if (!panelDef) return null;

  const toggle = (
    <Button
      appearance="subtle"
      icon={expanded ? <ChevronUp20Regular /> : <ChevronDown20Regular />}
      iconPosition="after"
      aria-expanded={expanded}
      aria-controls={panelId}
      onClick={() => setExpanded(!expanded)}
    >
      {intl.formatMessage({ id: panelDef.label as MessageId })}
    </Button>
  );

  return (
    <Bar>
      {schedule ? (
        <AuctionSchedule
          schema={schema}
          def={schedule}
          state={state}
          apply={apply}
          toggle={toggle}
          panel={{ id: panelId, mounted: !categories, shown: expanded }}
        />
      ) : (
        <Row>{toggle}</Row>
      )}
      {categories && (
        <Panel id={panelId} hidden={!expanded}>
          <FilterField schema={schema} def={categories} state={state} apply={apply} />
        </Panel>
      )}
    </Bar>
  );
}
