import { Button } from '@fluentui/react-button';
import { PanelLeftContract20Regular, PanelLeftExpand20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { setSidebarCollapsed } from '../../stores/preferences';
import { token } from '../../ui/theme';
import { Sidebar } from './Sidebar';

const CollapseRow = styled.div`
  margin-top: auto;
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalS')};
`;

/** The sidebar's column wider than a phone: the menu and the button that narrows it to its icons. */
export function DesktopSidebar({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  return (
    <>
      <Sidebar collapsed={collapsed} />
      <CollapseRow>
        <Button
          appearance="subtle"
          icon={collapsed ? <PanelLeftExpand20Regular /> : <PanelLeftContract20Regular />}
          aria-label={intl.formatMessage({ id: collapsed ? 'shell.expandMenu' : 'shell.collapseMenu' })}
          onClick={() => setSidebarCollapsed(!collapsed)}
        />
      </CollapseRow>
    </>
  );
}
