import { TabList } from '@fluentui/react-tabs';
import styled from 'styled-components';

/** A Fluent tab list that scrolls in its own box when wider than the screen: unclipped, the nine bid
 * status tabs widened a phone's whole page to 660 px, and the Russian profile tabs by 18 px. */
export const ScrollingTabList = styled(TabList)`
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: thin;
`;
