import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type * as TestingLibraryModule from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';

type TestingLibrary = typeof TestingLibraryModule;
type Wrapper = ComponentType<{ children: ReactNode }>;

/** English, as docs/product.md writes it: outside production the macros carry each message's English text. */
const testI18n = setupI18n({ locale: 'en', messages: { en: {} } });

function withI18n(Inner?: Wrapper): Wrapper {
  return ({ children }) =>
    createElement(I18nProvider, {
      i18n: testI18n,
      children: Inner ? createElement(Inner, null, children) : children,
    });
}

/**
 * Testing Library whose `render` and `renderHook` put the tree inside an English `I18nProvider`, as the
 * apps' `AppRoot` does (docs/decisions/067-translation-layer.md). Each package's Vitest setup mocks
 * `@testing-library/react` with it, so a component test needs no provider of its own.
 */
export function withTestI18n(library: TestingLibrary): TestingLibrary {
  return {
    ...library,
    render: ((ui: ReactNode, options?: { wrapper?: unknown }) =>
      library.render(ui, {
        ...options,
        wrapper: withI18n(options?.wrapper as Wrapper | undefined),
      })) as TestingLibrary['render'],
    renderHook: ((callback: (props: unknown) => unknown, options?: { wrapper?: unknown }) =>
      library.renderHook(callback, {
        ...options,
        wrapper: withI18n(options?.wrapper as Wrapper | undefined),
      })) as TestingLibrary['renderHook'],
  };
}
