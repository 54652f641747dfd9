// A saved search's new-lot alert, on or off (issue #20): the switch shows the wanted state while the
// call runs, and the stored one again, with a note, when it fails. The wanted state is the click's own
// update: the mutation's pending state arrives a task later, and until then React put the switch back,
// so the click seemed lost to whatever read it at once (an e2e check() in a busy page, a screen reader).
import { Switch } from '@fluentui/react-switch';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SavedSearch } from '../../../schemas/api/listing';
import { useSearchAlert } from '../../api/saved-searches';
import { token } from '../../ui/theme';

const Failure = styled.span`
  color: ${token('colorStatusDangerForeground1')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase200')};
`;

export function AlertSwitch({ search, alert }: { search: SavedSearch; alert: boolean }) {
  const intl = useIntl();
  const change = useSearchAlert(search.type);
  const [wanted, setWanted] = useState<boolean>();
  return (
    <>
      <Switch
        checked={wanted ?? alert}
        disabled={wanted !== undefined}
        label={intl.formatMessage({ id: 'savedSearches.alert' })}
        input={{ 'aria-label': intl.formatMessage({ id: 'savedSearches.alertFor' }, { title: search.title }) }}
        onChange={(_, data) => {
          setWanted(data.checked);
          change.mutate({ id: search.id, alert: data.checked }, { onSettled: () => setWanted(undefined) });
        }}
      />
      {change.isError && <Failure role="alert">{intl.formatMessage({ id: 'savedSearches.alertFailed' })}</Failure>}
    </>
  );
}
