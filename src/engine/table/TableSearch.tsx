// The free text search of a table page (purchases, payments): applied once typing pauses (700 ms,
// seed 000 §9) or on Enter; an empty box clears it.
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { useDebouncedCallback } from '../filters/use-debounced-callback';
import { useSyncedState } from '../filters/use-synced-state';
import { SEARCH_DEBOUNCE_MS } from '../filters/timing';

const Box = styled.div`
  max-width: 420px;
`;

export interface TableSearchProps {
  label: string;
  value: string;
  onSearch(text: string): void;
}

export function TableSearch({ label, value, onSearch }: TableSearchProps) {
  const intl = useIntl();
  const [text, setText] = useSyncedState(value);
  const apply = useDebouncedCallback((next: string) => onSearch(next), SEARCH_DEBOUNCE_MS);
  return (
    <Box>
      <Field label={intl.formatMessage({ id: label as MessageId })}>
        <Input
          type="search"
          value={text}
          onChange={(_event, data) => {
            setText(data.value);
            apply.schedule(data.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply.flush();
          }}
        />
      </Field>
    </Box>
  );
}
