import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { socketStore } from '../../stores/socket';
import { token } from '../../ui/theme';

const Dot = styled.span<{ $connected: boolean }>`
  display: inline-block;
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: ${token('borderRadiusCircular')};
  background: ${({ $connected, theme }) =>
    $connected ? theme.tokens.colorPaletteGreenBackground3 : theme.tokens.colorNeutralForegroundDisabled};
`;

/** The live-updates connection as a small dot. */
export function LiveStatus() {
  const intl = useIntl();
  const { connected } = useSnapshot(socketStore);
  const label = intl.formatMessage({ id: connected ? 'shell.live.connected' : 'shell.live.offline' });
  return <Dot role="status" aria-label={label} title={label} $connected={connected} />;
}
