import type { Ref } from 'react';

/** One tab: its value and its visible text, which names it. */
interface TabBarTab {
  value: string;
  text: string;
}

/** A row of small tabs, one selected; choosing one (the selected one too) calls onSelect. */
export interface TabBarProps {
  /** the tab list's accessible name */
  label: string;
  selectedValue: string;
  tabs: readonly TabBarTab[];
  onSelect(value: string): void;
}

/** The tab list element, for the focus hand-over between the stand-in and the real list. */
export interface TabBarListRef {
  listRef: Ref<HTMLDivElement>;
}
