/** Shared Prettier preset for every package. */
export default { semi: true, singleQuote: true, trailingComma: 'all', printWidth: 100 };
