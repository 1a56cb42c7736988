import { ClockIcon, Icon, LucideProvider, type LucideProps } from 'lucide-react';
import type { ReactElement, Ref } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * lucide-react as patched (patches/, docs/decisions/099-icons-built-once.md): an icon drawn with
 * lucide's defaults reuses what was built for it, and draws exactly what lucide's own path draws.
 */

type IconRender = (props: Record<string, unknown>, ref: Ref<SVGSVGElement> | null) => ReactElement;
const renderIcon = (Icon as unknown as { render: IconRender }).render;

const ICON = {
  name: 'test-mark',
  size: 24,
  node: [
    ['circle', { cx: '12', cy: '12', r: '10', key: 'c' }],
    ['path', { d: 'M12 6v6l4 2', key: 'p' }],
  ],
};

/** lucide's own path: an explicit default size leaves the reused one. */
const throughLucidesPath = (props: LucideProps) => <ClockIcon {...props} size={24} />;

describe('lucide-react, patched to build each icon once', () => {
  it.each<[string, LucideProps]>([
    ['a class and aria-hidden', { className: 'size-4 shrink-0', 'aria-hidden': 'true' }],
    ['no props (hidden from assistive technology by lucide)', {}],
    ['a label', { 'aria-label': 'Opening hours', className: 'mt-0.5' }],
    ['a repeated class', { className: 'lucide size-4 size-4' }],
    ['other attributes', { id: 'clock', role: 'img', strokeOpacity: 0.5 }],
  ])('draws an icon with %s exactly as lucide does', (_name, props) => {
    expect(renderToStaticMarkup(<ClockIcon {...props} />)).toBe(
      renderToStaticMarkup(throughLucidesPath(props)),
    );
  });

  it('reuses the path elements of an icon drawn with the same class', () => {
    const drawn: ReactElement[] = [];
    // Lucide's Icon called inside a component, as its own components call it, so its hook can run.
    function Probe() {
      const element = renderIcon({ icon: ICON, className: 'size-4' }, null);
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

  it('still applies a size, a colour or a provider’s values', () => {
    expect(renderToStaticMarkup(<ClockIcon size={16} color="red" />)).toContain(
      'width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="red"',
    );
    expect(
      renderToStaticMarkup(
        <LucideProvider strokeWidth={1.5} className="from-provider">
          <ClockIcon className="size-4" />
        </LucideProvider>,
      ),
    ).toMatch(/stroke-width="1.5".*class="lucide lucide-clock from-provider size-4"/);
  });
});
