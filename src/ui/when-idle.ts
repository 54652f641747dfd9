/** The longest a task waits for an idle moment. */
const IDLE_WAIT_MS = 2000;

/** Runs `task` when the browser is next idle (soon, where it cannot tell); answers the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** Runs `task` once the page has loaded (the window's load event: its photos are in) and the browser is then idle; answers the cancel. */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
