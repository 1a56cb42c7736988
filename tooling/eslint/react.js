import reactHooks from 'eslint-plugin-react-hooks';
import base from './index.js';

/** Lint rules for the React apps and the UI kit. */
export default [
  ...base,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
