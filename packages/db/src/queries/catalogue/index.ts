// The catalogue: programs, universities, their editing, the catalogue version, saved programs, the sitemap.
export * from './editing';
export * from './programs';
export * from './saved-programs';
export * from './sitemap';
export * from './universities';
export * from './version';
