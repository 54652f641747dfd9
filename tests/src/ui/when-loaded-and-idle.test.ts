// The live-updates socket connects once the page has loaded and the browser is idle: not in the
// first screen's network rush.
import { whenLoadedAndIdle } from '../../../src/ui/when-idle';

describe('whenLoadedAndIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubIdle() {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return idle;
  }

  it('waits for the window to load, then for an idle moment', () => {
    const idle = stubIdle();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    whenLoadedAndIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(task).toHaveBeenCalledOnce();
    readyState.mockRestore();
  });

  it('waits only for an idle moment once the page has loaded, and not at all once cancelled', () => {
    const idle = stubIdle();
    const task = vi.fn();
    whenLoadedAndIdle(task)();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    whenLoadedAndIdle(task)();
    window.dispatchEvent(new Event('load'));
    readyState.mockRestore();
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
  });
});
