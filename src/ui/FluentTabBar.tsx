// The Fluent tab list behind TabBarOnDemand, loaded when the user first points at or focuses a tab bar.
import { Tab } from '@fluentui/react-tabs';
import { ScrollingTabList } from './ScrollingTabList';
import type { TabBarListRef, TabBarProps } from './tab-bar-props';

export function FluentTabBar({ label, selectedValue, tabs, onSelect, listRef }: TabBarProps & TabBarListRef) {
  return (
    <ScrollingTabList ref={listRef} size="small" selectedValue={selectedValue} aria-label={label}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} onClick={() => onSelect(tab.value)}>
          {tab.text}
        </Tab>
      ))}
    </ScrollingTabList>
  );
}
