// The applied filters of list states in words (seed 001 §4 saved search title; seed 000 §9: 10 parts
// and 200 characters at most), through the engine's search summary, with option values by name.
import { useIntl } from 'react-intl';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListState } from '../../../shared/list/list-params';
import { searchSummary, searchSummaryParts, type SummaryText } from '../../engine/search-summary';
import type { MessageId } from '../../i18n/messages';
import { useOptionLabels } from './use-option-labels';

/** Summarises any of `states`; option names fill in as their lists arrive. */
export function useSearchSummary(schema: PageTypeSchema, states: readonly ListState[]): (state: ListState) => string {
  const intl = useIntl();
  const option = useOptionLabels(schema, states);
  const text: SummaryText = {
    message: (key) => intl.formatMessage({ id: key as MessageId }),
    range: (id, values) => intl.formatMessage({ id }, values),
    option,
  };
  return (state) => searchSummary(searchSummaryParts(state, schema, text));
}
