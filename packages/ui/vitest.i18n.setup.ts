import { vi } from 'vitest';

// Every component renders inside an English I18nProvider, as in the apps (docs/decisions/067-translation-layer.md).
vi.mock('@testing-library/react', async (importOriginal) => {
  const { withTestI18n } = await import('./src/i18n/testing');
  return withTestI18n(await importOriginal());
});
