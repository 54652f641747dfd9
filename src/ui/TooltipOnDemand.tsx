// A hover and focus tooltip whose Fluent part (the tooltip with its positioning, ~15 kB gzip) loads
// when the user first points at or focuses the element: until then the element stands alone. The
// element must be named without the tooltip; a describing tooltip's text describes it from a hidden
// span, loaded or not (to Fluent the tooltip is "inaccessible": a visual aid).
import type { TooltipProps } from '@fluentui/react-tooltip';
import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
  useId,
  useState,
  type FocusEvent,
  type ReactElement,
  type Ref,
} from 'react';

const Tooltip = lazy(() => import('./FluentTooltip'));

interface TargetProps {
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
}

interface TooltipOnDemandProps extends Pick<TooltipProps, 'positioning' | 'withArrow'> {
  content: string;
  /** the content describes the element (else the element's name says it) */
  description?: boolean;
  children: ReactElement<TargetProps>;
}

export function TooltipOnDemand({ children, content, description = false, ...tooltip }: TooltipOnDemandProps) {
  const descriptionId = useId();
  const [wanted, setWanted] = useState(false);
  // shown from the first hover or focus on; Fluent's tooltip takes over (delays, Escape) once loaded
  const [visible, setVisible] = useState(false);
  const real = useRef<HTMLElement>(null);
  const focused = useRef(false);
  const show = () => {
    setVisible(true);
    startTransition(() => setWanted(true));
  };
  const hide = () => setVisible(false);
  // the real element replaces the light one, and takes over its focus
  useLayoutEffect(() => {
    if (wanted && focused.current) real.current?.focus();
    focused.current = false;
  }, [wanted]);
  const target = description ? cloneElement(children, { 'aria-describedby': descriptionId }) : children;
  const light = cloneElement(target, {
    onPointerEnter: show,
    onPointerLeave: hide,
    onFocus: () => {
      focused.current = true;
      show();
    },
    onBlur: () => {
      focused.current = false;
      hide();
    },
  });
  return (
    <>
      {wanted ? (
        <Suspense fallback={light}>
          <Tooltip
            {...tooltip}
            content={content}
            relationship="inaccessible"
            visible={visible}
            onVisibleChange={(_, data) => setVisible(data.visible)}
          >
            {cloneElement(target, { ref: real })}
          </Tooltip>
        </Suspense>
      ) : (
        light
      )}
      {description && (
        <span id={descriptionId} hidden>
          {content}
        </span>
      )}
    </>
  );
}
