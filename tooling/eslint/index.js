import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Base lint rules for TypeScript packages (Node and browser alike). */
export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', '**/routeTree.gen.ts', 'node_modules/**', '.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
);
