import type { Catalog } from '@uniguide/ui';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadCatalog, switchLanguage } from './i18n';

const app: Catalog = { load: { ar: () => Promise.resolve({ public: 'عام' }) } };

function workspace(): Catalog & { load: { ar: ReturnType<typeof vi.fn> } } {
  return { load: { ar: vi.fn(() => Promise.resolve({ workspace: 'مساحة العمل' })) } };
}

describe('loadCatalog', () => {
  it('adds a catalog in the language shown, once', async () => {
    const i18n = await createI18n(app, 'ar');
    const added = workspace();
    await Promise.all([loadCatalog(i18n, added), loadCatalog(i18n, added)]);
    expect(i18n._('workspace')).toBe('مساحة العمل');
    expect(i18n._('public')).toBe('عام');
    expect(added.load.ar).toHaveBeenCalledTimes(1);
  });

  it('loads nothing in English, and the added catalog with the next language switch', async () => {
    const i18n = await createI18n(app, 'en');
    const added = workspace();
    await loadCatalog(i18n, added);
    expect(added.load.ar).not.toHaveBeenCalled();
    await switchLanguage(i18n, app, 'ar');
    expect(i18n.locale).toBe('ar');
    expect(i18n._('workspace')).toBe('مساحة العمل');
  });

  it('tries a failed load again', async () => {
    const i18n = await createI18n(app, 'ar');
    const added = workspace();
    added.load.ar.mockRejectedValueOnce(new Error('offline'));
    await expect(loadCatalog(i18n, added)).rejects.toThrow('offline');
    await loadCatalog(i18n, added);
    expect(i18n._('workspace')).toBe('مساحة العمل');
  });
});
