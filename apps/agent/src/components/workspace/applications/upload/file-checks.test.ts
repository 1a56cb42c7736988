import { setupI18n } from '@lingui/core';
import { uiCatalog } from '@uniguide/ui';
import { describe, expect, it } from 'vitest';
import { addPendingFiles, documentTypeListIn, uploadProblem as problemIn } from './file-checks';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const uploadProblem = (file: File) => problemIn(english, file);

function fileOf(name: string, size: number, type: string, lastModified = 1): File {
  return new File([new Uint8Array(size)], name, { type, lastModified });
}

describe('uploadProblem', () => {
  it('accepts PDF, PNG, JPG and GIF files within 10 MB', () => {
    expect(uploadProblem(fileOf('passport.pdf', 2048, 'application/pdf'))).toBeNull();
    expect(uploadProblem(fileOf('scan.PNG', 10, 'image/png'))).toBeNull();
    expect(uploadProblem(fileOf('photo.jpeg', 10, 'image/jpeg'))).toBeNull();
    expect(uploadProblem(fileOf('photo.jpg', 10, ''))).toBeNull();
    expect(uploadProblem(fileOf('anim.gif', 10 * 1024 * 1024, 'image/gif'))).toBeNull();
  });

  it('refuses a file over 10 MB', () => {
    expect(uploadProblem(fileOf('big.pdf', 10 * 1024 * 1024 + 1, 'application/pdf'))).toBe(
      '"big.pdf" is larger than 10 MB. Choose a smaller file.',
    );
  });

  it('refuses other types, by extension or by a known wrong MIME type', () => {
    expect(uploadProblem(fileOf('notes.docx', 10, 'application/msword'))).toBe(
      '"notes.docx" is not a PDF, PNG, JPG or GIF file.',
    );
    expect(uploadProblem(fileOf('setup.pdf', 10, 'application/x-msdownload'))).toBe(
      '"setup.pdf" is not a PDF, PNG, JPG or GIF file.',
    );
    expect(uploadProblem(fileOf('README', 10, ''))).toBe(
      '"README" is not a PDF, PNG, JPG or GIF file.',
    );
  });

  it('refuses an empty file', () => {
    expect(uploadProblem(fileOf('blank.pdf', 0, 'application/pdf'))).toBe('"blank.pdf" is empty.');
  });
});

describe('addPendingFiles', () => {
  it('infers each document type from the file name and reports refused files', () => {
    const { pending, problems } = addPendingFiles(
      english,
      [],
      [
        fileOf('Passport_scan.pdf', 10, 'application/pdf'),
        fileOf('IELTS result.png', 10, 'image/png'),
        fileOf('virus.exe', 10, 'application/x-msdownload'),
        fileOf('photo.jpg', 10, 'image/jpeg'),
      ],
    );
    expect(pending.map((item) => [item.file.name, item.documentType])).toEqual([
      ['Passport_scan.pdf', 'passport'],
      ['IELTS result.png', 'english-proficiency'],
      ['photo.jpg', 'other'],
    ]);
    expect(problems).toEqual(['"virus.exe" is not a PDF, PNG, JPG or GIF file.']);
    expect(new Set(pending.map((item) => item.key)).size).toBe(3);
  });

  it('does not add the same file twice', () => {
    const first = addPendingFiles(english, [], [fileOf('transcript.pdf', 10, 'application/pdf')]);
    const again = addPendingFiles(english, first.pending, [
      fileOf('transcript.pdf', 10, 'application/pdf'),
      fileOf('transcript.pdf', 10, 'application/pdf', 2),
    ]);
    expect(again.pending).toHaveLength(2);
    expect(again.pending[0]).toBe(first.pending[0]);
  });
});

describe('documentTypeListIn', () => {
  it("names the document types in the page's language", async () => {
    expect(documentTypeListIn(english, ['passport', 'transcript'])).toBe('Passport, Transcript');
    const arabic = setupI18n({ locale: 'ar', messages: { ar: await uiCatalog.load.ar() } });
    expect(documentTypeListIn(arabic, ['passport', 'transcript'])).toBe('جواز السفر، كشف الدرجات');
  });
});
