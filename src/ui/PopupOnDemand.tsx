// A button whose Fluent popup (a menu, dialog or popover, with Fluent's positioning and motion) loads when
// the user first opens it: until then the same button stands alone, announced as the real one is. The
// load runs in a transition, so the button stays on screen meanwhile; the real popup mounts open and
// Fluent moves focus into it, and back to its own trigger when it closes. Pointing at the button or
// focusing it starts the download, so the popup is usually there by the click.
import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { useFocusHandOver } from './use-focus-hand-over';

interface TriggerProps {
  onClick?: (event: SyntheticEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: 'false';
  ref?: Ref<HTMLElement>;
}

/** What Fluent's triggers say of a closed popup. */
const TRIGGER_ATTRIBUTES = {
  menu: { 'aria-haspopup': 'menu' },
  dialog: {},
  popover: { 'aria-expanded': 'false' },
} as const satisfies Record<string, Partial<TriggerProps>>;

interface PopupOnDemandProps {
  /**
   * what opens, for the attributes Fluent's trigger gives the button: a menu's says so and opens by
   * arrow down too, a popover's says it is collapsed
   */
  popup: keyof typeof TRIGGER_ATTRIBUTES;
  /** the button, as Fluent's MenuTrigger, DialogTrigger or PopoverTrigger would wrap it */
  trigger: ReactElement<TriggerProps>;
  /** the real popup, open on mount, around `trigger` */
  render: (trigger: ReactElement<TriggerProps>) => ReactNode;
  /** the lazy popup's loader, started when the user points at or focuses the button */
  preload: () => Promise<unknown>;
}

export function PopupOnDemand({ popup, trigger, render, preload }: PopupOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  // the real trigger replaces the light one: it takes over focus before the popup moves it inside,
  // so the popup gives focus back to it on close
  const { real: realTrigger, hadFocus } = useFocusHandOver(wanted);
  const open = (event: SyntheticEvent) => {
    hadFocus.current = event.currentTarget === document.activeElement;
    startTransition(() => setWanted(true));
  };
  const light = cloneElement(trigger, {
    ...TRIGGER_ATTRIBUTES[popup],
    onClick: open,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onKeyDown: (event: KeyboardEvent) => {
      if (popup !== 'menu' || event.key !== 'ArrowDown') return;
      event.preventDefault();
      open(event);
    },
  });
  return <Suspense fallback={light}>{wanted ? render(cloneElement(trigger, { ref: realTrigger })) : light}</Suspense>;
}

// loaded with the popup, as tabster is only needed with it
const TabsterKept = lazy(() => import('./keep-tabster'));

/**
 * A controlled popup's lazy part, mounted from the first time it opens and kept mounted after (Fluent
 * opens and closes it): a page whose user never opens it does not download it. Once it has opened, the
 * page keeps Fluent's tabster: a modal unmounting with its owner while open gives the page back.
 */
export function MountedOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? (
    <Suspense fallback={null}>
      {children}
      {/* after the popup: its effect runs once the popup's parts made tabster */}
      <TabsterKept />
    </Suspense>
  ) : null;
}
