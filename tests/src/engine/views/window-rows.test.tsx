import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { onDemandModule } from '../../../../src/ui/on-demand-module';
import { windowRowsOn } from '../../../../src/engine/views/use-window-rows';

const ROWS = Array.from({ length: 100 }, (_, i) => `lot ${i + 1}`);
const ROW_PX = 50;
const keyOf = (row: string) => row;

/** A list of 100 rows whose virtualizer arrives only when the test says so. */
function renderHeldBack({ onCommitted }: { onCommitted?: () => void } = {}) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let loads = 0;
  const useRows = windowRowsOn(
    onDemandModule(() => {
      loads++;
      return held.then(() => import('../../../../src/engine/views/window-virtualizer'));
    }),
  );
  function List() {
    const ref = useRef<HTMLUListElement>(null);
    const { items, before, after, measure } = useRows(ref, ROWS, ROW_PX, keyOf);
    return (
      <ul ref={ref} aria-label="Lots" style={{ paddingTop: before, paddingBottom: after }}>
        {items.map((item) => (
          <li key={item.key} ref={measure} data-index={item.index}>
            {ROWS[item.index]}
          </li>
        ))}
      </ul>
    );
  }
  // a parent's layout effects run once its children's DOM, refs and layout effects are in
  function Page() {
    useLayoutEffect(() => {
      onCommitted?.();
    });
    return <List />;
  }
  render(<Page />);
  return { release: () => act(async () => release()), loads: () => loads };
}

describe('a list before its virtualizer loads', () => {
  it("draws the window's rows at their estimated height, and loads the virtualizer only once the page scrolls", async () => {
    const { loads } = renderHeldBack();
    const list = screen.getByRole('list', { name: 'Lots' });
    // jsdom's window is 768 px high: 16 rows of 50 px, and 4 beyond
    const shown = Math.ceil(window.innerHeight / ROW_PX) + 4;
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(ROWS.slice(0, shown));
    expect(list.style.paddingBottom).toBe(`${(ROWS.length - shown) * ROW_PX}px`);
    expect(loads()).toBe(0);
    fireEvent.scroll(window);
    expect(loads()).toBe(1);
  });

  it('loads the virtualizer at once when the rows drawn are too short to fill the window', () => {
    // rows of 20 px against an estimate of 50: the drawn 20 fill 400 of jsdom's 768 px
    Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', { configurable: true, get: () => 20 });
    onTestFinished(() => void delete (HTMLLIElement.prototype as { offsetHeight?: number }).offsetHeight);
    const { loads } = renderHeldBack();
    expect(loads()).toBe(1);
  });

  it('leaves the virtualizer for the first move when the list starts down the page and its short rows reach the bottom', () => {
    // the list starts 500 px down: its 10 drawn rows of 40 px (estimate 50) reach 900 px of jsdom's 768
    Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', { configurable: true, get: () => 40 });
    const rect = HTMLUListElement.prototype.getBoundingClientRect;
    HTMLUListElement.prototype.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 500, width: 400, height: 0 });
    onTestFinished(() => {
      delete (HTMLLIElement.prototype as { offsetHeight?: number }).offsetHeight;
      HTMLUListElement.prototype.getBoundingClientRect = rect;
    });
    const { loads } = renderHeldBack();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(loads()).toBe(0);
  });

  it('reads no layout while the first rows are committed, before the browser paints them', () => {
    // a read then forces a layout of the whole page, and another once the list's offset is known
    let committed = false;
    let readsInCommit = 0;
    const read = <T,>(value: T) => {
      if (!committed) readsInCommit++;
      return value;
    };
    Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', { configurable: true, get: () => read(ROW_PX) });
    const rect = HTMLUListElement.prototype.getBoundingClientRect;
    HTMLUListElement.prototype.getBoundingClientRect = () => read(DOMRect.fromRect({ x: 0, y: 200, width: 400, height: 0 }));
    onTestFinished(() => {
      delete (HTMLLIElement.prototype as { offsetHeight?: number }).offsetHeight;
      HTMLUListElement.prototype.getBoundingClientRect = rect;
    });
    renderHeldBack({ onCommitted: () => (committed = true) });
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(readsInCommit).toBe(0);
  });

  it('hands the same rows, the same elements, to the virtualizer', async () => {
    // jsdom lays nothing out: each row measures as the browser would draw it
    Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', { configurable: true, get: () => ROW_PX });
    onTestFinished(() => void delete (HTMLLIElement.prototype as { offsetHeight?: number }).offsetHeight);
    const { release } = renderHeldBack();
    const before = screen.getAllByRole('listitem');
    fireEvent.scroll(window);
    await release();
    const after = screen.getAllByRole('listitem');
    expect(after).toHaveLength(before.length);
    expect(after.every((row, i) => row === before[i])).toBe(true);
  });
});

describe('a list drawn whole, its virtualizer never loaded', () => {
  it('lets the rows it no longer shows be collected', async () => {
    const useRows = windowRowsOn(onDemandModule(() => new Promise<never>(() => undefined)));
    function List({ rows }: { rows: readonly string[] }) {
      const ref = useRef<HTMLUListElement>(null);
      const { items, measure } = useRows(ref, rows, ROW_PX, keyOf);
      return (
        <ul ref={ref} aria-label="Lots">
          {items.map((item) => (
            <li key={item.key} ref={measure} data-index={item.index}>
              {rows[item.index]}
            </li>
          ))}
        </ul>
      );
    }
    // five rows fit the window: the list is drawn whole, nothing reads their heights
    const { rerender } = render(<List rows={ROWS.slice(0, 5)} />);
    const gone = screen.getAllByRole('listitem').map((row) => new WeakRef(row));
    rerender(<List rows={ROWS.slice(5, 10)} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('lot 6');

    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // a collection runs between turns of the event loop, after React let go of its deleted fibers
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(gone.filter((row) => row.deref() !== undefined)).toHaveLength(0);
  });
});
