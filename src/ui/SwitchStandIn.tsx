// What stands for a switch until Fluent's loads: the same checkbox with the switch role, name and
// state, drawn as Fluent draws a medium switch without a label. Toggling it acts as the real one would.
import { CircleFilled } from '@fluentui/react-icons';
import { useRef } from 'react';
import styled from 'styled-components';
import { useReportFocusOnLeave } from './stand-in-focus';
import type { SwitchProps } from './switch-props';
import { token } from './theme';

const TRACK_WIDTH_PX = 40;
const TRACK_HEIGHT_PX = 20;
const THUMB_PX = TRACK_HEIGHT_PX - 2;

// Fluent's focus outline around the switch when focused by keyboard
const Root = styled.div`
  display: inline-flex;
  align-items: flex-start;
  box-sizing: border-box;
  position: relative;

  &:has(> input:focus-visible)::after {
    content: '';
    position: absolute;
    inset: -2px;
    z-index: 1;
    pointer-events: none;
    border: 2px solid ${token('colorStrokeFocus2')};
    border-radius: ${token('borderRadiusMedium')};
  }
`;

const Indicator = styled.div`
  box-sizing: border-box;
  flex-shrink: 0;
  width: ${TRACK_WIDTH_PX}px;
  height: ${TRACK_HEIGHT_PX}px;
  margin: ${token('spacingVerticalS')} ${token('spacingHorizontalS')};
  border: 1px solid;
  border-radius: ${token('borderRadiusCircular')};
  line-height: 0;
  font-size: ${THUMB_PX}px;
  fill: currentColor;
  pointer-events: none;
  transition-property: background, border, color;
  transition-duration: ${token('durationNormal')};
  transition-timing-function: ${token('curveEasyEase')};

  & > * {
    transition-property: transform;
    transition-duration: ${token('durationNormal')};
    transition-timing-function: ${token('curveEasyEase')};
  }
  @media screen and (prefers-reduced-motion: reduce) {
    &,
    & > * {
      transition-duration: 0.01ms;
    }
  }
`;

const Input = styled.input`
  position: absolute;
  box-sizing: border-box;
  width: calc(${TRACK_WIDTH_PX}px + 2 * ${token('spacingHorizontalS')});
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  &:not(:checked) ~ ${Indicator} {
    color: ${token('colorNeutralStrokeAccessible')};
    border-color: ${token('colorNeutralStrokeAccessible')};
  }
  &:not(:checked):hover ~ ${Indicator} {
    color: ${token('colorNeutralStrokeAccessibleHover')};
    border-color: ${token('colorNeutralStrokeAccessibleHover')};
  }
  &:not(:checked):hover:active ~ ${Indicator} {
    color: ${token('colorNeutralStrokeAccessiblePressed')};
    border-color: ${token('colorNeutralStrokeAccessiblePressed')};
  }
  &:checked ~ ${Indicator} {
    background-color: ${token('colorCompoundBrandBackground')};
    color: ${token('colorNeutralForegroundInverted')};
    border-color: ${token('colorTransparentStroke')};
  }
  &:checked:hover ~ ${Indicator} {
    background-color: ${token('colorCompoundBrandBackgroundHover')};
    border-color: ${token('colorTransparentStrokeInteractive')};
  }
  &:checked:hover:active ~ ${Indicator} {
    background-color: ${token('colorCompoundBrandBackgroundPressed')};
    border-color: ${token('colorTransparentStrokeInteractive')};
  }
  &:checked ~ ${Indicator} > * {
    transform: translateX(${TRACK_WIDTH_PX - THUMB_PX - 2}px);
  }
`;

const focusedSwitch = (): true => true;

interface SwitchStandInProps extends SwitchProps {
  /** the user points at or focuses the switch: the real one starts loading */
  onIntent(): void;
  /** the stand-in goes (the real switch replaces it) while it has focus */
  onLeaveFocused(focused: true): void;
}

export function SwitchStandIn({ checked, label, onChange, onIntent, onLeaveFocused }: SwitchStandInProps) {
  const root = useRef<HTMLDivElement>(null);
  useReportFocusOnLeave(root, focusedSwitch, onLeaveFocused);
  return (
    <Root ref={root} onPointerEnter={onIntent}>
      <Input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-label={label}
        onFocus={onIntent}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Indicator aria-hidden>
        <CircleFilled />
      </Indicator>
    </Root>
  );
}
