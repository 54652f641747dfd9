// The manager's client picker (seed 001 §5, §9): searching starts after more than 3 characters with a
// 300 ms debounce; suggestions show only for fewer than 11 clients, else a message asks for more.
import { Combobox, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { USER_SEARCH_MIN_LENGTH, USER_SEARCH_SHOWN_BELOW } from '../../../schemas/api/bidding';
import { clientSearchQuery } from '../../api/bidding';
import { expandIconNamed } from '../../ui/combobox-expand';

const CLIENT_SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface ClientSearchProps {
  clientId: number | null;
  onSelect: (clientId: number | null) => void;
  required: boolean;
  error: string | undefined;
}

export function ClientSearch({ clientId, onSelect, required, error }: ClientSearchProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  // open while typing, so suggestions show when they arrive (also for pasted or filled text)
  const [open, setOpen] = useState(false);
  const term = useDebounced(text.trim(), CLIENT_SEARCH_DEBOUNCE_MS);
  const searching = term.length >= USER_SEARCH_MIN_LENGTH;
  const search = useQuery({ ...clientSearchQuery(term), enabled: searching });
  const clients = searching ? search.data : undefined;
  const shown = clients && clients.length < USER_SEARCH_SHOWN_BELOW ? clients : [];

  const hint = (): string | undefined => {
    if (clientId !== null) return undefined;
    if (text.trim().length < USER_SEARCH_MIN_LENGTH) return intl.formatMessage({ id: 'bidding.client.needMore' });
    if (search.isError) return intl.formatMessage({ id: 'bidding.client.failed' });
    if (!clients) return intl.formatMessage({ id: 'bidding.client.searching' });
    if (clients.length === 0) return intl.formatMessage({ id: 'bidding.client.none' });
    if (clients.length >= USER_SEARCH_SHOWN_BELOW) return intl.formatMessage({ id: 'bidding.client.tooMany' });
    return undefined;
  };

  return (
    <Field
      label={intl.formatMessage({ id: 'bidding.client' })}
      required={required}
      // the search's own messages say more than 'required' while a client is being looked for
      validationMessage={(text.trim() ? hint() : undefined) ?? error ?? hint()}
      validationState={error ? 'error' : 'none'}
    >
      <Combobox
        freeform
        expandIcon={expandIconNamed(intl, intl.formatMessage({ id: 'bidding.client' }))}
        value={text}
        placeholder={intl.formatMessage({ id: 'bidding.clientPlaceholder' })}
        selectedOptions={clientId === null ? [] : [String(clientId)]}
        open={open && shown.length > 0}
        onOpenChange={(_event, data) => setOpen(data.open)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (clientId !== null) onSelect(null);
        }}
        onOptionSelect={(_event, data) => {
          setText(data.optionText ?? '');
          setOpen(false);
          onSelect(data.optionValue ? Number(data.optionValue) : null);
        }}
      >
        {shown.map((client) => (
          <Option key={client.value} value={String(client.value)} text={client.label}>
            {client.label}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
