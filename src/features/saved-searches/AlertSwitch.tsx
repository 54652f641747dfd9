// A saved search's new-lot alert, on or off (issue #20): the switch shows the wanted state while the
// call runs, and the stored one again, with a note, when it fails.
import { Switch } from '@fluentui/react-switch';
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
  return (
    <>
      <Switch
        checked={change.isPending ? change.variables.alert : alert}
        disabled={change.isPending}
        label={intl.formatMessage({ id: 'savedSearches.alert' })}
        input={{ 'aria-label': intl.formatMessage({ id: 'savedSearches.alertFor' }, { title: search.title }) }}
        onChange={(_, data) => change.mutate({ id: search.id, alert: data.checked })}
      />
      {change.isError && <Failure role="alert">{intl.formatMessage({ id: 'savedSearches.alertFailed' })}</Failure>}
    </>
  );
}
