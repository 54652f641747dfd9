// The tab bars of a table page (seed 000 §2, §4): e.g. the dealer's all / mine / clients and the bid
// status tabs with their counts (All, each status, Archive where the schema offers it to the role).
// Choosing the active tab again clears it when the bar toggles; a tab change may clear the filters and
// goes back to page 1.
import { useIntl } from 'react-intl';
import type { TablePageSchema, TableRole } from '../../../schemas/meta/table-page.schema';
import type { MessageId } from '../../i18n/messages';
import { TabBar } from '../../ui/TabBarOnDemand';
import type { ListState } from '../../../shared/list/list-params';
import type { TableCounter } from './counters';
import { extraValue, setTab, tabCount } from './table-state';

const ALL = '';

export interface TableTabBarsProps {
  page: TablePageSchema;
  role: TableRole;
  state: ListState;
  counters: readonly TableCounter[] | undefined;
  onChange(next: ListState): void;
}

export function TableTabBars({ page, role, state, counters, onChange }: TableTabBarsProps) {
  const intl = useIntl();
  return (page.tabBars ?? []).map((bar) => {
    const tabs = bar.tabs.filter((tab) => tab.roles === undefined || tab.roles.includes(role));
    return (
      <TabBar
        key={bar.id}
        label={intl.formatMessage({ id: bar.label as MessageId })}
        selectedValue={extraValue(state, bar.param) ?? ALL}
        tabs={tabs.map((tab) => {
          const count = tabCount(counters, tab.counter);
          const label = intl.formatMessage({ id: tab.label as MessageId });
          return {
            value: tab.value ?? ALL,
            text: count === undefined ? label : intl.formatMessage({ id: 'bidTable.tab.count' }, { label, count }),
          };
        })}
        onSelect={(value) => onChange(setTab(state, bar, value === ALL ? undefined : value))}
      />
    );
  });
}
