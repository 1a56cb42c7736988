import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONFIG_PATH = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

/**
 * Lingui in a Vite build or a Vitest run (docs/decisions/067-translation-layer.md): its macros
 * (`<Trans>`, `t`, `msg`, `plural`) become message descriptors, natively (no Babel), and an imported
 * `messages.po` is compiled into the bundle. Every package reads the repository's one config, which
 * knows every catalog.
 *
 * Each descriptor keeps its English text (`descriptorFields: 'message'`), so English needs no catalog:
 * a page's English travels in the chunk of the code that shows it, and only another language's
 * catalog is fetched (docs/decisions/075-english-inline.md). In a production build the text is
 * compiled here, as a catalog's would be, so no ICU compiler ships to the browser.
 */
export function linguiPlugin() {
  return [
    ...lingui({
      macroTransform: { macro: { descriptorFields: 'message' } },
      configPath: CONFIG_PATH,
    }),
    precompiledMessages(),
    configInVitestCacheKey(),
  ];
}

/** The part of Vitest's plugin context this file uses. */
interface VitestCacheContext {
  defineCacheKeyGenerator(generate: () => string): void;
}

/**
 * Vitest keeps transformed modules on disk between runs, keyed by each file's own text: a change
 * to lingui.config.ts (where `<Trans>` compiles to, say) would leave every cached macro output as
 * it was. The config's hash goes into every key.
 */
function configInVitestCacheKey() {
  const hash = createHash('sha256').update(readFileSync(CONFIG_PATH)).digest('hex').slice(0, 16);
  return {
    name: 'uniguide:lingui-config-in-vitest-cache-key',
    configureVitest({ defineCacheKeyGenerator }: VitestCacheContext) {
      defineCacheKeyGenerator(() => `lingui-config-${hash}`);
    },
  };
}

/** The macro's marker before every descriptor it writes. */
const DESCRIPTOR_MARKER = '/*i18n*/';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** The part of a Vite plugin this one uses (typed here, so this file needs no `vite` import of its own). */
interface PrecompilePlugin {
  name: string;
  enforce: 'pre';
  apply: 'build';
  transform: {
    filter: { code: string };
    handler(
      this: { parse(code: string, options: { lang: 'ts' | 'tsx' }): Node },
      code: string,
      id: string,
    ): { code: string; map: null } | undefined;
  };
}

/**
 * Replaces the English text of each descriptor the macro wrote (`/*i18n*\/ { id, message }`) with its
 * compiled form, the one a compiled catalog holds: `i18n._` then uses it as it is. Runs after the
 * macro transform (same `enforce`, later in the list), on production builds only: in development and
 * in Vitest, Lingui compiles a text the first time it is shown.
 */
function precompiledMessages(): PrecompilePlugin {
  return {
    name: 'uniguide:lingui-precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { code: DESCRIPTOR_MARKER },
      handler(code, id) {
        const replacements: Replacement[] = [];
        // A `.ts` module may hold `<Type>value` casts, which read as JSX in a `.tsx` parse.
        const lang = /\.[cm]?ts(?:$|\?)/.test(id) ? 'ts' : 'tsx';
        visit(this.parse(code, { lang }), (node) => {
          if (node.type !== 'ObjectExpression') return;
          const before = code.slice(Math.max(0, node.start - 64), node.start).trimEnd();
          if (!before.endsWith(DESCRIPTOR_MARKER)) return;
          for (const property of node.properties as Node[]) {
            const key = property.key as Node | undefined;
            const value = property.value as Node | undefined;
            if (property.type !== 'Property' || property.computed || !key || !value) continue;
            const name = key.type === 'Identifier' ? key.name : key.value;
            if (name !== 'message' || value.type !== 'Literal' || typeof value.value !== 'string')
              continue;
            replacements.push({
              start: value.start,
              end: value.end,
              text: JSON.stringify(compileMessage(value.value)),
            });
          }
        });
        if (replacements.length === 0) return undefined;
        let result = '';
        let at = 0;
        for (const { start, end, text } of replacements.sort((a, b) => a.start - b.start)) {
          result += code.slice(at, start) + text;
          at = end;
        }
        return { code: result + code.slice(at), map: null };
      },
    },
  };
}

/** Calls `enter` on every node of an ESTree tree. */
function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
        visit(child as Node, enter);
    }
  }
}
