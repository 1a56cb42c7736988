import './styles.css';

/**
 * index.html's script (docs/decisions/076-start-after-paint.md). A page the server rendered is on
 * screen as soon as it is parsed: the browser paints it (a frame, then a task after it) before the app
 * is evaluated, whose chunks index.html has been fetching all along. A page the browser renders
 * starts the app at once.
 */
const start = () => import('./main');

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(() => void start()));
} else {
  void start();
}
