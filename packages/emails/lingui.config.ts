import { compiledCatalogConfig } from '../../tooling/vite/lingui-compiled-catalog.js';

/** Compiles the e-mails' catalog into the modules the templates load. */
export default compiledCatalogConfig();
