/** A chunk of the bundle, as much of it as this plugin reads. */
interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

interface HtmlTag {
  tag: string;
  attrs: Record<string, string | boolean>;
  injectTo: 'head';
}

interface BootGroup {
  name: string;
  priority: number;
  test: RegExp;
}

/** The part of a Vite plugin this one uses (typed here, so this file needs no `vite` import of its own). */
interface StartAfterPaintPlugin {
  name: string;
  apply: 'build';
  config(): {
    build: {
      rolldownOptions: {
        input: Record<string, string>;
        output: { codeSplitting: { groups: BootGroup[] } };
      };
    };
  };
  transformIndexHtml: {
    order: 'post';
    handler(
      html: string,
      context: { bundle?: Record<string, BundleChunk> },
    ): { html: string; tags: HtmlTag[] };
  };
}

/** A module id that ends with a path relative to the app ('src/boot.ts'), on any platform. */
function endsWith(path: string): string {
  return `[\\\\/]${path.split('/').join('[\\\\/]').replace(/\./g, '\\.')}$`;
}

/**
 * index.html's script is a small boot script, and the app's start (`app`) a build entry of its own
 * (docs/decisions/076-start-after-paint.md). The boot script, index.html and the preload helper its
 * `import()` calls make one chunk that imports nothing, so the app's modules are evaluated only when the
 * boot script asks for them; index.html fetches the app and every chunk it imports with `modulepreload`
 * links, so nothing arrives later than when the app was index.html's own script.
 */
export function startAfterPaint(boot = 'src/boot.ts', app = 'src/main.tsx'): StartAfterPaintPlugin {
  return {
    name: 'uniguide:start-after-paint',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: 'index.html', app },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'index',
                  // Before the app build's own groups (tooling/vite/app-build.ts), which would put the
                  // boot script with the app's first modules.
                  priority: 1,
                  test: new RegExp(
                    `${endsWith('index.html')}|${endsWith(boot)}|vite[\\\\/]preload-helper`,
                  ),
                },
              ],
            },
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle = {} }) {
        const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(app));
        if (!start) throw new Error(`the build has no chunk for ${app}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) add(imported);
        };
        add(start.fileName);
        const tags = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map<HtmlTag>((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
