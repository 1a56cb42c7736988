// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadTextFile } from './download-file';

/** Stubs the object-URL API jsdom lacks and records what the download link was asked to do. */
function stubDownload() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: { href: string; download: string; rel: string; attached: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({
      href: this.href,
      download: this.download,
      rel: this.rel,
      attached: document.body.contains(this),
    });
  });
  return { createObjectURL, revokeObjectURL, clicked };
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadTextFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('saves the text as a UTF-8 CSV with a byte-order mark under the given name', async () => {
    const { createObjectURL, clicked } = stubDownload();
    downloadTextFile('Name\r\nمحمد\r\n', 'applications-2026-04-15.csv');

    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name\r\nمحمد\r\n');
    expect(clicked).toEqual([
      {
        href: 'blob:export',
        download: 'applications-2026-04-15.csv',
        rel: 'noopener',
        attached: true,
      },
    ]);
  });

  it('takes another media type', () => {
    const { createObjectURL } = stubDownload();
    downloadTextFile('{}', 'report.json', 'application/json');
    expect(createObjectURL.mock.calls[0]![0].type).toBe('application/json;charset=utf-8');
  });

  it('removes the link at once and revokes the URL only on the next turn', () => {
    vi.useFakeTimers();
    const { revokeObjectURL } = stubDownload();
    downloadTextFile('a', 'a.csv');
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
