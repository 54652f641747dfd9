// A hover and focus tooltip whose Fluent part (the tooltip with its positioning, ~15 kB gzip) loads
// when the user first points at or focuses the element: until then the element stands alone. The
// element must be named without the tooltip (it is "inaccessible": a visual aid).
import type { TooltipProps } from '@fluentui/react-tooltip';
import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
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
}

type TooltipOnDemandProps = Pick<TooltipProps, 'content' | 'positioning' | 'withArrow'> & { children: ReactElement<TargetProps> };

export function TooltipOnDemand({ children, ...tooltip }: TooltipOnDemandProps) {
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
  const light = cloneElement(children, {
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
  if (!wanted) return light;
  return (
    <Suspense fallback={light}>
      <Tooltip {...tooltip} relationship="inaccessible" visible={visible} onVisibleChange={(_, data) => setVisible(data.visible)}>
        {cloneElement(children, { ref: real })}
      </Tooltip>
    </Suspense>
  );
}
