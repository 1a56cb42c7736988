// The catalogue: the admin's program and university editing, an agent's saved programs, and the
// spreadsheet import (import/).
export {
  formatImportReport,
  importCatalogue,
  type ImportCatalogueInput,
  type ImportProgress,
  type ImportReport,
  MAX_CATALOGUE_BYTES,
} from './import';
export {
  createProgram,
  deleteProgram,
  listProgramsForAdmin,
  PROGRAM_NOT_FOUND,
  programForAdmin,
  setProgramHidden,
  updateProgram,
} from './programs';
export { listSavedPrograms, saveProgram, unsaveProgram } from './saved-programs';
export {
  createUniversity,
  deleteUniversity,
  UNIVERSITY_NOT_FOUND,
  updateUniversity,
} from './universities';
export { importProgress, trackImport } from './import/progress';
