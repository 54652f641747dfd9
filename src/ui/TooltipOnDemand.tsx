// Tooltips whose Fluent part (the tooltip with its positioning, ~15 kB gzip) loads when first wanted.
// The element must be named without the tooltip; a describing tooltip's text describes it from a
// hidden span, loaded or not (to Fluent the tooltip is "inaccessible": a visual aid).
import type { TooltipProps } from '@fluentui/react-tooltip';
import { cloneElement, lazy, startTransition, Suspense, useId, useState, type FocusEvent, type ReactElement, type Ref } from 'react';
import { MountedOnceOpen } from './PopupOnDemand';
import { useFocusHandOver } from './use-focus-hand-over';

const Tooltip = lazy(() => import('./FluentTooltip'));

interface TargetProps {
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onPointerDown?: () => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
}

/** the text a describing tooltip shows, for its element's aria-describedby */
function Description({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}

interface TooltipOnDemandProps extends Pick<TooltipProps, 'positioning' | 'withArrow'> {
  content: string;
  /** the content describes the element (else the element's name says it) */
  description?: boolean;
  children: ReactElement<TargetProps>;
}

/** A hover and focus tooltip, loaded when the user first points at or focuses the element; until then the element stands alone. */
export function TooltipOnDemand({ children, content, description = false, ...tooltip }: TooltipOnDemandProps) {
  const descriptionId = useId();
  const [wanted, setWanted] = useState(false);
  // shown from the first hover or focus on; Fluent's tooltip takes over (delays, Escape) once loaded
  const [visible, setVisible] = useState(false);
  // not while a press of the light element lasts: replaced before the release, it would get no click
  // (the browser sends it to neither element), and a link would not be followed
  const [pressed, setPressed] = useState(false);
  const replaced = wanted && !pressed;
  // the real element replaces the light one, and takes over its focus
  const { real, hadFocus } = useFocusHandOver(replaced);
  const show = () => {
    setVisible(true);
    startTransition(() => setWanted(true));
  };
  const hide = () => setVisible(false);
  const target = description ? cloneElement(children, { 'aria-describedby': descriptionId }) : children;
  const light = cloneElement(target, {
    onPointerEnter: show,
    onPointerLeave: hide,
    onPointerDown: () => {
      setPressed(true);
      // after the click, which the browser sends in the same task as the release
      const release = () => setTimeout(() => startTransition(() => setPressed(false)));
      document.addEventListener('pointerup', release, { capture: true, once: true });
    },
    onFocus: () => {
      hadFocus.current = true;
      show();
    },
    onBlur: () => {
      hadFocus.current = false;
      hide();
    },
  });
  return (
    <>
      {/* in a transition the boundary keeps the light element until the tooltip's code is in */}
      <Suspense fallback={light}>
        {replaced ? (
          <Tooltip
            {...tooltip}
            content={content}
            relationship="inaccessible"
            visible={visible}
            onVisibleChange={(_, data) => setVisible(data.visible)}
          >
            {cloneElement(target, { ref: real })}
          </Tooltip>
        ) : (
          light
        )}
      </Suspense>
      {description && <Description id={descriptionId} text={content} />}
    </>
  );
}

interface ShownTooltipProps extends Pick<TooltipProps, 'withArrow'> {
  content: string;
  visible: boolean;
  /** the element it points at, which it does not wrap: an input is never remounted under the user's fingers */
  target: HTMLElement | null;
  /** the id of the hidden text, for the target's aria-describedby */
  descriptionId: string;
}

/** A tooltip the code shows (a warning by an input), loaded the first time it shows. */
export function ShownTooltip({ content, visible, target, descriptionId, withArrow }: ShownTooltipProps) {
  return (
    <>
      <MountedOnceOpen open={visible}>
        <Tooltip content={content} relationship="inaccessible" visible={visible} positioning={{ target }} withArrow={withArrow} />
      </MountedOnceOpen>
      <Description id={descriptionId} text={content} />
    </>
  );
}
