// Starts a server-rendered page's app after the browser has painted the page
// (docs/decisions/090-app-start-after-paint.md). The page's head fetches the app's entry early with a
// modulepreload link; evaluating it (the whole module graph's top-level code) waits for a frame and a
// task after it, so the first paint never waits for it. A hidden page has no frames: it starts at once.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => setTimeout(() => void import(entry));
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(start);
})();
