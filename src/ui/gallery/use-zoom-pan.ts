// Zoom and pan of the fullscreen photo (seed 001 §2 "click toggles 2x"): the photo doubles in both
// directions inside its frame, centred on the point clicked (the middle for a keyboard click), and
// pans by dragging, arrow keys or scrolling the frame.
import { useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

export const ZOOM = 2;
/** An arrow key pans a tenth of the visible area. */
const KEY_STEP = 0.1;
/** A press that moves further than this is a drag, not a click. */
const DRAG_THRESHOLD_PX = 4;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Drag {
  x: number;
  y: number;
  left: number;
  top: number;
  moved: boolean;
}

export function useZoomPan() {
  const frame = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState(false);
  // the point of the photo at its fitted size that the zoomed view centres on
  const centre = useRef<{ x: number; y: number } | null>(null);
  const drag = useRef<Drag | null>(null);

  useLayoutEffect(() => {
    const element = frame.current;
    const point = centre.current;
    if (!zoomed || !element || !point) return;
    element.scrollLeft = point.x * ZOOM - element.clientWidth / 2;
    element.scrollTop = point.y * ZOOM - element.clientHeight / 2;
    centre.current = null;
  }, [zoomed]);

  const toggle = (event: MouseEvent) => {
    const element = frame.current;
    const dragged = drag.current?.moved === true;
    drag.current = null;
    // the click that ends a drag is no zoom; a click from the keyboard has no pointer (detail 0)
    const pointer = event.detail > 0;
    if ((pointer && dragged) || !element) return;
    if (zoomed) {
      setZoomed(false);
      return;
    }
    const box = element.getBoundingClientRect();
    centre.current = pointer
      ? { x: event.clientX - box.left, y: event.clientY - box.top }
      : { x: element.clientWidth / 2, y: element.clientHeight / 2 };
    setZoomed(true);
  };

  /** Pans the zoomed photo for an arrow key; false when the key is not for panning. */
  const panByKey = (key: string): boolean => {
    const step = ARROWS[key];
    const element = frame.current;
    if (!zoomed || !step || !element) return false;
    element.scrollBy({ left: step[0] * element.clientWidth * KEY_STEP, top: step[1] * element.clientHeight * KEY_STEP });
    return true;
  };

  const dragHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const element = frame.current;
      drag.current = null;
      if (!zoomed || !element || event.pointerType !== 'mouse' || event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const element = frame.current;
      const start = drag.current;
      if (!element || !start || event.buttons !== 1) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      // captured only once it is a drag: a plain click must still reach the photo's button
      if (!start.moved) element.setPointerCapture(event.pointerId);
      start.moved = true;
      element.scrollLeft = start.left - dx;
      element.scrollTop = start.top - dy;
    },
  };

  return { frame, zoomed, setZoomed, toggle, panByKey, dragHandlers };
}
