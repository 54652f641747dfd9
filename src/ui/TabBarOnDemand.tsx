// A tab bar whose Fluent tab list (with tabster) loads when the user first points at or focuses it:
// until then a stand-in shows the same tabs, and a tab focused in it keeps focus in the real list.
import { useRef } from 'react';
import type * as FluentTabBarModule from './FluentTabBar';
import type { OnDemandModule } from './on-demand-module';
import { useFocusFromStandIn } from './stand-in-focus';
import { tabBarModule } from './tab-bar-module';
import type { TabBarProps } from './tab-bar-props';
import { TabBarStandIn } from './TabBarStandIn';

/** The tab bar over a loader of the real one (the app's, or a test's that holds it back). */
export function tabBarOnDemand(real: OnDemandModule<typeof FluentTabBarModule>) {
  const load = () => void real.load().catch(() => undefined);
  return function TabBarOnDemand(props: TabBarProps) {
    const loaded = real.useLoaded();
    const list = useRef<HTMLDivElement>(null);
    const leaveFocused = useFocusFromStandIn(loaded !== undefined, (value: string) => {
      const tabs = list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]') ?? [];
      [...tabs].find((tab) => tab.value === value)?.focus();
    });
    return loaded ? (
      <loaded.FluentTabBar {...props} listRef={list} />
    ) : (
      <TabBarStandIn {...props} onIntent={load} onLeaveFocused={leaveFocused} />
    );
  };
}

/** The app's tab bar. */
export const TabBar = tabBarOnDemand(tabBarModule);
