/**
 * Saves `text` as a file through a temporary object URL: the CSV export arrives as the answer of a
 * call, not as a URL the browser could download itself. A byte-order mark makes Excel read UTF-8
 * (Arabic and accented names) instead of guessing a legacy code page.
 */
export function downloadTextFile(text: string, filename: string, type = 'text/csv'): void {
  const blob = new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Safari starts the download asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
