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
