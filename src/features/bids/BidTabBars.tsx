// The tab bars of a bid table (seed 000 §2, §4): the dealer's all / mine / clients and the status tabs
// with their counts (All, each status, Archive where the schema offers it to the role). Choosing the
// active status tab again clears it; a tab change clears the filters and goes back to page 1.
import { Tab, TabList } from '@fluentui/react-tabs';
import { useIntl } from 'react-intl';
import type { BidCounter } from '../../../schemas/api/bids';
import type { TablePageSchema, TableRole } from '../../../schemas/meta/table-page.schema';
import type { ListState } from '../../engine/list-params';
import { extraValue, setTab, tabCount } from '../../engine/table/table-state';
import type { MessageId } from '../../i18n/messages';

const ALL = '';

export interface BidTabBarsProps {
  page: TablePageSchema;
  role: TableRole;
  state: ListState;
  counters: readonly BidCounter[] | undefined;
  onChange(next: ListState): void;
}

export function BidTabBars({ page, role, state, counters, onChange }: BidTabBarsProps) {
  const intl = useIntl();
  return (page.tabBars ?? []).map((bar) => {
    const tabs = bar.tabs.filter((tab) => tab.roles === undefined || tab.roles.includes(role));
    return (
      <TabList
        key={bar.id}
        size="small"
        selectedValue={extraValue(state, bar.param) ?? ALL}
        aria-label={intl.formatMessage({ id: bar.label as MessageId })}
      >
        {tabs.map((tab) => {
          const count = tabCount(counters, tab.counter);
          const label = intl.formatMessage({ id: tab.label as MessageId });
          return (
            <Tab key={tab.value ?? ALL} value={tab.value ?? ALL} onClick={() => onChange(setTab(state, bar, tab.value))}>
              {count === undefined ? label : intl.formatMessage({ id: 'bidTable.tab.count' }, { label, count })}
            </Tab>
          );
        })}
      </TabList>
    );
  });
}
