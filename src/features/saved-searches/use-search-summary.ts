// The applied filters of a list state in words (seed 001 §4 saved search title; seed 000 §9: 10 parts
// and 200 characters at most), through the engine's search summary.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListState } from '../../engine/list-params';
import { searchSummary, searchSummaryParts, type SummaryText } from '../../engine/search-summary';
import type { MessageId } from '../../i18n/messages';

export function useSearchSummary(schema: PageTypeSchema): (state: ListState) => string {
  const intl = useIntl();
  return useCallback(
    (state: ListState) => {
      const text: SummaryText = {
        message: (key) => intl.formatMessage({ id: key as MessageId }),
        option: (_filterId, value) => value,
      };
      return searchSummary(searchSummaryParts(state, schema, text));
    },
    [intl, schema],
  );
}
