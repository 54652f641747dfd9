// What a filter dropdown shows in its field, open or closed: the real one and its stand-in alike.
import type { IntlShape } from 'react-intl';
import type { FilterOption } from '../../../../schemas/api/listing';
import { isEmptyList, offersSearch, selectedLabels } from '../options';
import type { OptionsStatus } from '../use-filter-options';

export interface ComboboxContent {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  status: OptionsStatus;
  /** a list searched by the server */
  remote: boolean;
  allLabel?: string;
}

export interface ComboboxTexts {
  /** the field takes typing (else it reads as a button) */
  searchable: boolean;
  /** nothing to choose: the field is disabled */
  empty: boolean;
  placeholder: string;
  value: string;
}

export function comboboxTexts(intl: IntlShape, content: ComboboxContent, open: boolean, query: string): ComboboxTexts {
  const { label, options, selected, status, remote, allLabel } = content;
  const searchable = offersSearch(options, remote);
  const searching = open && searchable;
  const empty = isEmptyList(status === 'ready', options, selected, remote);
  const placeholder = searching
    ? intl.formatMessage({ id: 'filters.searchIn' }, { filter: label })
    : intl.formatMessage({
        id:
          status === 'loading'
            ? 'Filter.Options.Loading'
            : status === 'error'
              ? 'filters.optionsFailed'
              : empty
                ? 'Fields.Filter.Empty'
                : remote
                  ? 'filters.typeToSearch'
                  : 'filters.any',
      });
  const value = searching ? query : selected.length === 0 ? (allLabel ?? '') : selectedLabels(selected, options).join(', ');
  return { searchable, empty, placeholder, value };
}
