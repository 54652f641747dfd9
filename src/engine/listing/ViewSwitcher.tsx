// Table, column or card view (seed 001 §2); the pick is stored under `listing-view` for every listing.
import { ToggleButton } from '@fluentui/react-button';
import { AppsList20Regular, Grid20Regular, TableSimple20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { VIEW_MODES, type ViewMode } from '../../../shared/page-types/view-modes';
import { setViewMode } from './listing-preferences';

const Group = styled.div`
  display: inline-flex;
  gap: ${token('spacingHorizontalXXS')};
`;

const MODES: Record<ViewMode, { icon: ReactElement; label: MessageId }> = {
  default: { icon: <TableSimple20Regular />, label: 'listing.view.default' },
  column: { icon: <AppsList20Regular />, label: 'listing.view.column' },
  card: { icon: <Grid20Regular />, label: 'listing.view.card' },
};

export function ViewSwitcher({ mode }: { mode: ViewMode }) {
  const intl = useIntl();
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'listing.view.label' })}>
      {VIEW_MODES.map((m) => (
        <ToggleButton
          key={m}
          appearance="subtle"
          icon={MODES[m].icon}
          checked={m === mode}
          aria-label={intl.formatMessage({ id: MODES[m].label })}
          onClick={() => setViewMode(m)}
        />
      ))}
    </Group>
  );
}
