import type { Ref } from 'react';

/** A switch without a visible label (a table cell's: its column's header names it). */
export interface SwitchProps {
  checked: boolean;
  /** its accessible name */
  label: string;
  onChange(checked: boolean): void;
}

/** The switch's input, for the focus hand-over between the stand-in and the real switch. */
export interface SwitchInputRef {
  inputRef: Ref<HTMLInputElement>;
}
