// A menu button whose Fluent menu (with its popover positioning) loads when the user first opens it:
// until then the same button stands alone, announced as a menu button. The load runs in a transition,
// so the button stays on screen meanwhile; the real menu mounts open and Fluent moves focus into it.
import { cloneElement, startTransition, Suspense, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

interface TriggerProps {
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  'aria-haspopup'?: 'menu';
}

interface MenuOnDemandProps {
  /** the menu's button, as Fluent's MenuTrigger would wrap it */
  trigger: ReactElement<TriggerProps>;
  /** the real menu, open on mount, around `trigger` */
  menu: (trigger: ReactElement<TriggerProps>) => ReactNode;
}

export function MenuOnDemand({ trigger, menu }: MenuOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  const open = () => startTransition(() => setWanted(true));
  const light = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    onClick: open,
    // as Fluent's MenuTrigger: arrow down opens the menu too
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      open();
    },
  });
  return <Suspense fallback={light}>{wanted ? menu(trigger) : light}</Suspense>;
}
