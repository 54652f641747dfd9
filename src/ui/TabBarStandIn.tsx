// What stands for a tab bar until Fluent's tab list loads: the same tabs, drawn as Fluent draws a small
// one, with its names, its one tab stop (the selected tab) and its arrow keys. A press chooses the tab
// (the real list may replace it before the release), a key or a screen reader's click too.
import { useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { pressOrClick } from './press-or-click';
import { useReportFocusOnLeave } from './stand-in-focus';
import type { TabBarProps } from './tab-bar-props';
import { token } from './theme';

// Fluent's TabList root, as ScrollingTabList lets it scroll
const List = styled.div`
  display: flex;
  flex-direction: row;
  flex-shrink: 0;
  flex-wrap: nowrap;
  align-items: stretch;
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const indicator = css`
  content: '';
  position: absolute;
  bottom: 0;
  left: ${token('spacingHorizontalSNudge')};
  right: ${token('spacingHorizontalSNudge')};
  height: ${token('strokeWidthThick')};
  border-radius: ${token('borderRadiusCircular')};
`;

// Fluent's small horizontal Tab (transparent appearance): its pending indicator on hover, its active
// one under the selected tab, its focus ring where Fluent marks keyboard focus
const Tab = styled.button<{ $selected: boolean }>`
  display: grid;
  grid-auto-flow: column;
  grid-template-columns: auto;
  grid-template-rows: auto;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  column-gap: ${token('spacingHorizontalXXS')};
  padding: ${token('spacingVerticalSNudge')} ${token('spacingHorizontalSNudge')};
  position: relative;
  overflow: hidden;
  border: none;
  border-radius: ${token('borderRadiusMedium')};
  outline-style: none;
  cursor: pointer;
  font-family: ${token('fontFamilyBase')};
  line-height: ${token('lineHeightBase300')};
  text-transform: none;
  background-color: ${token('colorTransparentBackground')};
  color: ${({ $selected }) => ($selected ? token('colorNeutralForeground1') : token('colorNeutralForeground2'))};

  &:hover {
    background-color: ${token('colorTransparentBackgroundHover')};
    color: ${({ $selected }) => ($selected ? token('colorNeutralForeground1Hover') : token('colorNeutralForeground2Hover'))};
  }
  &:active {
    background-color: ${token('colorTransparentBackgroundPressed')};
    color: ${({ $selected }) => ($selected ? token('colorNeutralForeground1Pressed') : token('colorNeutralForeground2Pressed'))};
  }
  &:hover::before {
    ${indicator}
    background-color: ${token('colorNeutralStroke1Hover')};
  }
  &:active::before {
    ${indicator}
    background-color: ${token('colorNeutralStroke1Pressed')};
  }
  ${({ $selected }) =>
    $selected &&
    css`
      &::after {
        ${indicator}
        background-color: ${token('colorCompoundBrandStroke')};
      }
      &:hover::after {
        background-color: ${token('colorCompoundBrandStrokeHover')};
      }
      &:active::after {
        background-color: ${token('colorCompoundBrandStrokePressed')};
      }
    `}
  &[data-fui-focus-visible] {
    z-index: 1;
    border-color: transparent;
    outline: ${token('strokeWidthThick')} solid transparent;
    box-shadow:
      ${token('shadow4')},
      0 0 0 ${token('strokeWidthThick')} ${token('colorStrokeFocus2')};
  }
`;

// the text, and under an unselected tab a hidden semibold copy that keeps its width when selected
const Text = styled.span<{ $bold: boolean; $hidden?: boolean }>`
  grid-column-start: 1;
  grid-row-start: 1;
  overflow: hidden;
  padding: ${token('spacingVerticalNone')} ${token('spacingHorizontalXXS')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  line-height: ${token('lineHeightBase300')};
  font-weight: ${({ $bold }) => ($bold ? token('fontWeightSemibold') : token('fontWeightRegular'))};
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;

/** Arrow keys move along the tabs, round from the last to the first, as Fluent's tab list does. */
const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** The value of the focused tab. */
const valueOf = (focused: Element): string => (focused as HTMLButtonElement).value;

interface TabBarStandInProps extends TabBarProps {
  /** the user points at or focuses a tab: the real tab list starts loading */
  onIntent(): void;
  /** the stand-in goes (the real list replaces it) while this tab has focus */
  onLeaveFocused(value: string): void;
}

export function TabBarStandIn({ label, selectedValue, tabs, onSelect, onIntent, onLeaveFocused }: TabBarStandInProps) {
  const list = useRef<HTMLDivElement>(null);
  useReportFocusOnLeave(list, valueOf, onLeaveFocused);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]') ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (!step || at < 0) return;
    event.preventDefault();
    buttons[step(at, buttons.length)]?.focus();
  };
  return (
    <List
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      aria-label={label}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === selectedValue;
        // the tab stop: the selected tab, else the first
        const stop = selected || (index === 0 && !tabs.some((other) => other.value === selectedValue));
        return (
          <Tab
            key={tab.value}
            type="button"
            role="tab"
            value={tab.value}
            aria-selected={selected}
            tabIndex={stop ? 0 : -1}
            $selected={selected}
            {...pressOrClick(() => onSelect(tab.value))}
          >
            <Text $bold={selected}>{tab.text}</Text>
            {!selected && (
              <Text $bold $hidden aria-hidden>
                {tab.text}
              </Text>
            )}
          </Tab>
        );
      })}
    </List>
  );
}
