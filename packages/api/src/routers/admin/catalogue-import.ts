import {
  ADMIN_IMPORT_EXTENSIONS,
  ADMIN_IMPORT_MAX_BYTES,
  AppError,
  ZCatalogueImportInput,
  ZCatalogueImportProgressInput,
} from '@uniguide/domain';
import { importCatalogue, importProgress, trackImport } from '../../services/catalogue';
import { adminProcedure, router } from '../../trpc';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_MB = ADMIN_IMPORT_MAX_BYTES / 1024 / 1024;

/** Decodes the upload, refusing what is not a catalogue before any byte is parsed. */
export function decodeCatalogueUpload(fileName: string, contentBase64: string): Buffer {
  const lower = fileName.toLowerCase();
  if (!ADMIN_IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The catalogue must be a .csv or .xlsx file', [
      { path: 'fileName', message: `Unsupported file type: ${fileName}` },
    ]);
  }
  // A data URL prefix is what FileReader gives; accept it rather than make every client strip it.
  const content = contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  // Four base64 characters carry three bytes: refuse oversize input before allocating it.
  if (Math.floor((content.length * 3) / 4) - 2 > ADMIN_IMPORT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The catalogue file must be at most ${MAX_MB} MB`, [
      { path: 'contentBase64', message: `At most ${MAX_MB} MB` },
    ]);
  }
  if (!BASE64.test(content) || content.length % 4 === 1) {
    throw new AppError('BAD_REQUEST', 'The file content is not valid base64', [
      { path: 'contentBase64', message: 'Not valid base64' },
    ]);
  }
  const buffer = Buffer.from(content, 'base64');
  if (buffer.byteLength > ADMIN_IMPORT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The catalogue file must be at most ${MAX_MB} MB`, [
      { path: 'contentBase64', message: `At most ${MAX_MB} MB` },
    ]);
  }
  if (buffer.byteLength === 0) {
    throw new AppError('BAD_REQUEST', 'The catalogue file is empty', [
      { path: 'contentBase64', message: 'The file is empty' },
    ]);
  }
  return buffer;
}

export const adminCatalogueRouter = router({
  /** A dry run reports what the import would do and writes nothing; a real one writes its own audit row. */
  import: adminProcedure.input(ZCatalogueImportInput).mutation(async ({ ctx, input }) => {
    const buffer = decodeCatalogueUpload(input.fileName, input.contentBase64);
    const onProgress = input.importId ? trackImport(input.importId, ctx.user.id) : undefined;
    try {
      const report = await importCatalogue(ctx.db, {
        buffer,
        fileName: input.fileName,
        dryRun: input.dryRun,
        actor: ctx,
        onProgress,
      });
      onProgress?.({ phase: 'done', rowsRead: report.rowsRead });
      return report;
    } catch (error) {
      onProgress?.({ phase: 'failed' });
      throw error;
    }
  }),
  /** Where an import this admin started is: reading the file, saving, done or failed. */
  importProgress: adminProcedure
    .input(ZCatalogueImportProgressInput)
    .query(({ ctx, input }) => importProgress(input.importId, ctx.user.id)),
});
