import { compiledCatalogConfig } from '../../tooling/vite/lingui-compiled-catalog.js';

/** Compiles the catalog of the documents the server draws (the quote PDF). */
export default compiledCatalogConfig();
