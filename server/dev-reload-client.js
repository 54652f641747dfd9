// Dev only (DEV_RELOAD=1): reloads the page after each rebuild and after the dev server restarts.
(() => {
  let serverId;
  const events = new EventSource('/__dev/events');
  events.addEventListener('hello', (event) => {
    if (serverId && serverId !== event.data) location.reload();
    serverId = event.data;
  });
  events.addEventListener('reload', () => location.reload());
})();
