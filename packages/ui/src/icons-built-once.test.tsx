import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import { createRef, type ComponentType, type ReactElement, type ReactNode, type Ref } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * lucide-react as patched (patches/, docs/decisions/099-icons-built-once.md): an icon drawn with
 * lucide's defaults reuses what was built for it, and draws exactly what lucide's own path draws.
 * Both of lucide's builds are patched and checked: the apps' bundles take its modules, Node's
 * `require` (these tests' `lucide-react`) its single file.
 */

type IconProps = Record<string, unknown> & { ref?: Ref<SVGSVGElement> };
interface LucideBuild {
  Icon: ComponentType<IconProps> & {
    render: (props: IconProps, ref: Ref<SVGSVGElement> | null) => ReactElement;
  };
  LucideProvider: ComponentType<Record<string, unknown> & { children: ReactNode }>;
}

// The modules' path as a string: they carry no types of their own (lucide types its package entry).
const modulesOf = (path: string) =>
  import(/* @vite-ignore */ path) as Promise<Record<string, unknown>>;
const [iconModule, contextModule] = await Promise.all([
  modulesOf('lucide-react/dist/esm/Icon.mjs'),
  modulesOf('lucide-react/dist/esm/context.mjs'),
]);
const BUILDS: [string, LucideBuild][] = [
  ['single file', lucide as unknown as LucideBuild],
  [
    'modules',
    {
      Icon: iconModule.default as LucideBuild['Icon'],
      LucideProvider: contextModule.LucideProvider as LucideBuild['LucideProvider'],
    },
  ],
];

const ICON = {
  name: 'test-mark',
  size: 24,
  node: [
    ['circle', { cx: '12', cy: '12', r: '10', key: 'c' }],
    ['path', { d: 'M12 6v6l4 2', key: 'p' }],
  ],
};

const CALLS: [string, IconProps][] = [
  ['a class and aria-hidden', { className: 'size-4 shrink-0', 'aria-hidden': 'true' }],
  ['no props (hidden from assistive technology by lucide)', {}],
  ['a label', { 'aria-label': 'Opening hours', className: 'mt-0.5' }],
  ['a repeated class', { className: 'lucide size-4 size-4' }],
  ['other attributes', { id: 'clock', role: 'img', strokeOpacity: 0.5 }],
  ['an attribute over a default', { stroke: 'red', fill: 'currentColor' }],
];

describe.each(BUILDS)(
  'lucide-react (%s), patched to build each icon once',
  (_build, { Icon, LucideProvider }) => {
    // An explicit default size takes lucide's own path: the reference each call is compared with.
    it.each(CALLS)('draws an icon with %s exactly as lucide does', (_call, props) => {
      expect(renderToStaticMarkup(<Icon icon={ICON} {...props} />)).toBe(
        renderToStaticMarkup(<Icon icon={ICON} {...props} size={24} />),
      );
    });

    it('reuses the path elements of an icon drawn with the same class', () => {
      const drawn: ReactElement[] = [];
      // Lucide's Icon called inside a component, as its own components call it, so its hook can run.
      function Probe() {
        const element = Icon.render({ icon: ICON, className: 'size-4' }, null);
        drawn.push(element);
        return element;
      }
      const markup = renderToStaticMarkup(
        <>
          <Probe />
          <Probe />
        </>,
      );
      const childrenOf = (element: ReactElement | undefined) =>
        (element?.props as { children: unknown[] } | undefined)?.children;
      expect(drawn).toHaveLength(2);
      expect(childrenOf(drawn[1])).toBe(childrenOf(drawn[0]));
      expect(markup).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-test-mark size-4" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path></svg>'.repeat(
          2,
        ),
      );
    });

    it('keeps a class that is not a string apart from its string form', () => {
      for (const [text, value] of [
        ['null', null],
        ['false', false],
        ['a,b', ['a', 'b']],
      ] as const) {
        renderToStaticMarkup(<Icon icon={ICON} className={text} />);
        expect(renderToStaticMarkup(<Icon icon={ICON} className={value} />)).toBe(
          renderToStaticMarkup(<Icon icon={ICON} className={value} size={24} />),
        );
      }
    });

    it('hands its ref the drawn element', () => {
      const ref = createRef<SVGSVGElement>();
      const { container } = render(<Icon icon={ICON} className="size-4" ref={ref} />);
      expect(ref.current).toBe(container.querySelector('svg'));
    });

    it('still applies a size, a colour or a provider’s values', () => {
      expect(renderToStaticMarkup(<Icon icon={ICON} size={16} color="red" />)).toContain(
        'width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="red"',
      );
      expect(
        renderToStaticMarkup(
          <LucideProvider strokeWidth={1.5} className="from-provider">
            <Icon icon={ICON} className="size-4" />
          </LucideProvider>,
        ),
      ).toMatch(/stroke-width="1.5".*class="lucide lucide-test-mark from-provider size-4"/);
      // A provider that sets nothing draws as no provider does.
      expect(
        renderToStaticMarkup(
          <LucideProvider>
            <Icon icon={ICON} className="size-4" />
          </LucideProvider>,
        ),
      ).toBe(renderToStaticMarkup(<Icon icon={ICON} className="size-4" size={24} />));
    });
  },
);
