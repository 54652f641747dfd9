// Where the mobile drawer shows a filter's sub-list: in its own body, in place of the filter rows, so
// no dialog opens over the drawer. A control renders its sub-list through a portal into the host and
// says when it is open, so the drawer can hide the rows and keep their state.
import { createContext } from 'react';

export interface SubListHost {
  node: HTMLElement | null;
  /** a sub-list opened (true) or closed (false) */
  onOpenChange(open: boolean): void;
}

export const SubListHostContext = createContext<SubListHost | null>(null);
