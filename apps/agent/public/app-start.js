// docs/decisions/090-app-start-after-paint.md
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => setTimeout(() => void import(entry));
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(start);
})();
