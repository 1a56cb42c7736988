import { setupI18n } from '@lingui/core';
import { ResumableUploadError, type UploadJob } from '@uniguide/client';
import type { UploadEntry } from '@uniguide/ui';
import { describe, expect, it } from 'vitest';
import { describeFailures, overallPercent } from './upload-files';

function entry(sent: number, total: number, status: UploadEntry['status']): UploadEntry {
  return { key: `${sent}/${total}`, name: 'a.pdf', sent, total, status };
}

function failure(name: string, status: number, message: string) {
  const job: UploadJob = { key: name, file: new File([], name), metadata: {} };
  return { job, error: new ResumableUploadError(status, message) };
}

describe('overallPercent', () => {
  it('weighs each file by its size and rounds to a whole percent within 0…100', () => {
    expect(overallPercent([])).toBe(0);
    expect(overallPercent([entry(0, 300, 'uploading'), entry(0, 100, 'waiting')])).toBe(0);
    expect(overallPercent([entry(150, 300, 'uploading'), entry(0, 100, 'waiting')])).toBe(38);
    expect(overallPercent([entry(300, 300, 'done'), entry(50, 100, 'paused')])).toBe(88);
    expect(overallPercent([entry(0, 300, 'done'), entry(100, 100, 'done')])).toBe(100);
    expect(overallPercent([entry(900, 300, 'uploading')])).toBe(100);
  });
});

describe('describeFailures', () => {
  it("gives the server's reason, hides a 5xx's internals and names a dropped connection", () => {
    expect(
      describeFailures(setupI18n({ locale: 'en', messages: { en: {} } }), [
        failure('fake.pdf', 415, 'Unsupported file type. Upload a PDF, PNG, JPG or GIF file.'),
        failure('lost.png', 0, 'The connection was interrupted'),
        failure('a.pdf', 502, '<html>Bad gateway</html>'),
      ]),
    ).toBe(
      'fake.pdf: Unsupported file type. Upload a PDF, PNG, JPG or GIF file. lost.png: the connection was interrupted. a.pdf: the server could not store it.',
    );
  });
});
