// A search input that settles after a pause in typing or at once on Enter; a text refused on Enter
// shows its warning in a tooltip that closes by itself after 2000 ms (seed 001 §5, §9).
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Search20Regular } from '@fluentui/react-icons';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ShownTooltip } from '../../../ui/TooltipOnDemand';
import { TOOLTIP_CLOSE_MS } from '../timing';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useSyncedState } from '../use-synced-state';

export type SettleReason = 'pause' | 'enter';

interface QuickInputProps {
  label: string;
  placeholder?: string;
  /** the applied text */
  value: string;
  delay: number;
  /** takes the trimmed text; returns the key of a warning to show, or null */
  settle(text: string, reason: SettleReason): MessageId | null;
  /** hides the label where a neighbouring control already names the input */
  labelHidden?: boolean;
}

export function QuickInput({ label, placeholder, value, delay, settle, labelHidden }: QuickInputProps) {
  const intl = useIntl();
  const [text, setText] = useSyncedState(value);
  const [warning, setWarning] = useState<MessageId | null>(null);
  const [inputElement, setInputElement] = useState<HTMLInputElement | null>(null);
  const warningId = useId();
  const paused = useDebouncedCallback((typed: string) => settle(typed.trim(), 'pause'), delay);

  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(null), TOOLTIP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  return (
    <Field label={labelHidden ? undefined : label}>
      <Input
        ref={setInputElement}
        type="search"
        contentBefore={<Search20Regular />}
        placeholder={placeholder}
        aria-label={labelHidden ? label : undefined}
        aria-describedby={warning ? warningId : undefined}
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          setWarning(null);
          paused.schedule(data.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          paused.cancel();
          setWarning(settle(text.trim(), 'enter'));
        }}
      />
      <ShownTooltip
        content={warning ? intl.formatMessage({ id: warning }) : ''}
        visible={warning !== null}
        target={inputElement}
        descriptionId={warningId}
        withArrow
      />
    </Field>
  );
}
