// An amount field: accepts digits only (anything else typed or pasted is dropped), strips leading
// zeros and shows the value with space thousand separators, keeping the caret after the same digit.
import { Input, type InputProps } from '@fluentui/react-input';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { formatAmount, parseAmount } from './amount';

export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  value: number | null;
  onChange: (amount: number | null) => void;
}

/** How many digits stand before a caret position of a text. */
const digitsBefore = (text: string, position: number): number => text.slice(0, position).replace(/\D/g, '').length;

/** The position after the n-th digit of a formatted text. */
function positionAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}

export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const text = formatAmount(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || caretDigits.current === null || document.activeElement !== input) return;
    const position = positionAfterDigits(text, caretDigits.current);
    input.setSelectionRange(position, position);
    caretDigits.current = null;
  }, [text]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const amount = parseAmount(typed);
    // leading zeros dropped before the caret move it back by as many digits
    const stripped = typed.replace(/\D/g, '').length - String(amount ?? '').length;
    caretDigits.current = Math.max(0, digitsBefore(typed, event.target.selectionStart ?? typed.length) - stripped);
    onChange(amount);
  };

  return <Input {...props} ref={inputRef} inputMode="numeric" autoComplete="off" value={text} onChange={change} />;
}
