// Seed 000 §4 "Notification event types": each type has its own icon, colour (a Fluent palette token)
// and sound (event-notes.ts), so a manager tells a new bid from a cancel without reading. Saved-search
// alerts (issue #20) are a type of their own beside the seed's. Loaded with the first toast.
import {
  AddCircle20Filled,
  ArrowRepeatAll20Filled,
  ArrowSwap20Filled,
  ArrowTrending20Filled,
  Chat20Filled,
  DismissCircle20Filled,
  Edit20Filled,
  Gavel20Filled,
  Money20Filled,
  PersonAdd20Filled,
  SearchSparkle20Filled,
  Trophy20Filled,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import type { NOTIFICATION_EVENT_TYPES } from '../../../schemas/api/notifications';
import type { tokens } from '@fluentui/tokens';

/** The seed's event types, and new lots for a saved search. */
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number] | 'searchAlert';

export interface EventStyle {
  readonly Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  readonly colour: keyof typeof tokens;
  readonly intent: 'info' | 'success' | 'warning' | 'error';
}

export const EVENT_STYLES: Readonly<Record<NotificationEventType, EventStyle>> = {
  clientNewBid: { Icon: AddCircle20Filled, colour: 'colorPaletteGreenForeground1', intent: 'success' },
  clientCancelBid: { Icon: DismissCircle20Filled, colour: 'colorPaletteRedForeground1', intent: 'error' },
  clientRebid: { Icon: ArrowRepeatAll20Filled, colour: 'colorPaletteTealForeground2', intent: 'info' },
  clientChangeAmount: { Icon: ArrowSwap20Filled, colour: 'colorPaletteBlueForeground2', intent: 'info' },
  managerNewBid: { Icon: PersonAdd20Filled, colour: 'colorPaletteGreenForeground1', intent: 'success' },
  managerBidStatus: { Icon: Gavel20Filled, colour: 'colorPaletteBerryForeground1', intent: 'info' },
  managerChangeAmount: { Icon: Edit20Filled, colour: 'colorPaletteBlueForeground2', intent: 'info' },
  managerUpdateStatus: { Icon: Money20Filled, colour: 'colorPaletteDarkOrangeForeground1', intent: 'warning' },
  managerWinBid: { Icon: Trophy20Filled, colour: 'colorPaletteMarigoldForeground1', intent: 'success' },
  managerUpdateBidAmount: { Icon: ArrowTrending20Filled, colour: 'colorPaletteLavenderForeground2', intent: 'info' },
  chatMessage: { Icon: Chat20Filled, colour: 'colorBrandForeground1', intent: 'info' },
  searchAlert: { Icon: SearchSparkle20Filled, colour: 'colorPalettePurpleForeground2', intent: 'info' },
};
