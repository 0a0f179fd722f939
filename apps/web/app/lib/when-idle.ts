/**
 * Runs `task` once the page has finished loading and the browser is idle (at the latest `timeoutMs`
 * after the load), so work nobody waits for (a tag, a preload) never competes with the page's own
 * first paint. Answers a function that cancels it if it has not run.
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs = 3000, win: Window = window): () => void {
  let idle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    win.removeEventListener("load", schedule);
    if (typeof win.requestIdleCallback === "function")
      idle = win.requestIdleCallback(
        () => {
          idle = null;
          task();
        },
        { timeout: timeoutMs },
      );
    else
      timer = setTimeout(() => {
        timer = null;
        task();
      }, 1000);
  };
  if (win.document.readyState === "complete") schedule();
  else win.addEventListener("load", schedule);
  return () => {
    win.removeEventListener("load", schedule);
    if (idle !== null) win.cancelIdleCallback(idle);
    if (timer) clearTimeout(timer);
  };
}
