import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useProfile } from '../../api/session';
import { menuCountersQuery } from '../../api/site';
import { SessionStatus, sessionStore } from '../../stores/session';
import { token } from '../../ui/theme';
import { useDisabledRoutes } from '../../ui/disabled-page-types';
import { formatBadge, isCurrentItem, listingMenuFor, mainMenuFor, type MenuItem } from './sidebar-menu';
import { CountBadge } from '../../ui/CountBadge';
import { TooltipOnDemand } from '../../ui/TooltipOnDemand';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${token('spacingVerticalS')} 0;
  display: grid;
  gap: ${token('spacingVerticalXXS')};

  & + & {
    border-top: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  }
`;

const ItemLink = styled.a<{ $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalM')};
  min-height: 40px;
  padding: 0 ${token('spacingHorizontalM')};
  margin: 0 ${token('spacingHorizontalS')};
  border-radius: ${token('borderRadiusMedium')};
  color: ${token('colorNeutralForeground2')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  text-decoration: none;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
      padding: 0;
    `}

  &:hover {
    background: ${token('colorNeutralBackground1Hover')};
    color: ${token('colorNeutralForeground2Hover')};
  }

  &[aria-current='page'] {
    background: ${token('colorBrandBackground2')};
    color: ${token('colorBrandForeground2')};
    font-weight: ${token('fontWeightSemibold')};
  }

  & > svg {
    flex-shrink: 0;
  }
`;

const Label = styled.span`
  flex: 1;
`;

const Badge = styled(CountBadge)<{ $collapsed: boolean }>`
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      min-width: 16px;
      line-height: 16px;
    `}
`;

interface ItemProps {
  item: MenuItem;
  collapsed: boolean;
  current: boolean;
  badge: number | undefined;
}

function SidebarItem({ item, collapsed, current, badge }: ItemProps) {
  const label = useIntl().formatMessage({ id: item.label });
  const Icon = item.icon;
  const link = (
    <Link href={item.href} asChild>
      <ItemLink $collapsed={collapsed} aria-current={current ? 'page' : undefined} aria-label={collapsed ? label : undefined}>
        <Icon />
        {!collapsed && <Label>{label}</Label>}
        {badge ? <Badge $collapsed={collapsed}>{formatBadge(badge)}</Badge> : null}
      </ItemLink>
    </Link>
  );
  return (
    <li>
      {collapsed ? (
        <TooltipOnDemand content={label} positioning="after" withArrow>
          {link}
        </TooltipOnDemand>
      ) : (
        link
      )}
    </li>
  );
}

/** The main menu of seed 000 §2: the role's items, then the listing group the permissions and the company allow. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const [path] = useLocation();
  const profile = useProfile();
  const authenticated = useSnapshot(sessionStore).status === SessionStatus.authenticated;
  const bidCount = useQuery({ ...menuCountersQuery(), enabled: authenticated }).data?.bid;
  const disabled = useDisabledRoutes();
  const hiddenPaths = useMemo(() => new Set(disabled.map((route) => route.path)), [disabled]);
  if (!profile) return null;

  const groups = [mainMenuFor(profile.detail), listingMenuFor(profile.permission, hiddenPaths)].filter((group) => group.length);
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.mainMenu' })}>
      {groups.map((group) => (
        <List key={group[0]!.label}>
          {group.map((item) => (
            <SidebarItem
              key={item.label}
              item={item}
              collapsed={collapsed}
              current={isCurrentItem(item, path)}
              badge={item.bidCountBadge ? bidCount : undefined}
            />
          ))}
        </List>
      ))}
    </nav>
  );
}
