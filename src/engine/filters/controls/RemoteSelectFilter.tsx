// Model and chassis: a multi-select whose list is searched on the server while typing (700 ms pause)
// until the list is narrowed by the filter above it: models once a maker is chosen, chassis once a
// model is (seed 001 §5).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { remoteOptionsQuery } from '../../../api/listing-filters';
import type { MessageId } from '../../../i18n/messages';
import type { ListState } from '../../../../shared/list/list-params';
import { filterValue, type FilterControlProps, type FilterDefOf } from '../filter-props';
import { SEARCH_DEBOUNCE_MS } from '../timing';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useFilterOptions, type OptionsStatus } from '../use-filter-options';
import { OptionList } from './OptionList';

/** The filter whose choice narrows a list that comes from the filters response (chassis by model). */
const NARROWING_FILTER = 'model';

/** Whether the source list is already narrowed: a call it can make (models of a maker), or a chosen model. */
function isNarrowed(def: FilterDefOf<'remoteSelect'>, state: ListState, sourceStatus: OptionsStatus): boolean {
  return def.source.from === 'call' ? sourceStatus !== 'waiting' : state.filters[NARROWING_FILTER] !== undefined;
}

export function RemoteSelectFilter({ schema, def, state, onValue, mobile }: FilterControlProps<'remoteSelect'>) {
  const intl = useIntl();
  const source = useFilterOptions(schema, def, state);
  const narrowed = isNarrowed(def, state, source.status);
  const [searched, setSearched] = useState('');
  const search = useDebouncedCallback(setSearched, SEARCH_DEBOUNCE_MS);
  const remote = useQuery(remoteOptionsQuery(schema, def.remote, narrowed ? '' : searched));

  const useRemote = !narrowed && searched !== '';
  const options = useRemote ? (remote.data ?? []) : source.options;
  const status: OptionsStatus = useRemote ? (remote.isError ? 'error' : remote.data === undefined ? 'loading' : 'ready') : source.status;

  const selected = filterValue(state, def) ?? [];
  const select = (next: string[] | undefined) => {
    // seed 001 §4: the dropdown resets when its selection shrinks: the typed search goes, the full list is back
    if ((next?.length ?? 0) < selected.length) {
      search.cancel();
      setSearched('');
    }
    onValue(next);
  };

  return (
    <OptionList
      mobile={mobile}
      label={intl.formatMessage({ id: def.label as MessageId })}
      options={options}
      selected={selected}
      multiselect
      status={status}
      onSelect={select}
      onQuery={narrowed ? undefined : search.schedule}
    />
  );
}
