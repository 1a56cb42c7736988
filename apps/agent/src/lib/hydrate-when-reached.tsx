import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

/**
 * A part loads once a heading's height of it (64 px) is on screen, not ahead of it: what a visitor's
 * first screen shows is what the first-page budget pays for, and a section whose top padding peeks
 * above the fold is not on it (docs/decisions/085-first-page-javascript.md). Its HTML is on
 * the page meanwhile, so nothing is blank while its code arrives.
 */
const REACHED = '0px 0px -64px 0px';

/**
 * A part of a page below its first screen, whose code arrives when the reader scrolls to it
 * (docs/decisions/085-first-page-javascript.md). On a page the server rendered, the part's
 * HTML stays as the server sent it — readable, its links plain links — and React hydrates it once its
 * code has arrived; until then its code is not fetched. Whenever React renders the part itself
 * instead — a navigation inside the app, or a change above it (the language) before it was hydrated,
 * which makes React drop the server's HTML — there is nothing to keep, so its code is fetched at once.
 * The server renders the part in full.
 *
 * `load` is called at most once, whichever instance asks first; the part takes no props.
 */
export function hydrateWhenReached(load: () => Promise<ComponentType>): ComponentType {
  let reveal: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const Part = lazy(async () => {
    if (typeof window !== 'undefined') await reached;
    return { default: await load() };
  });

  // Memoised, and without props: a boundary still holding the server's HTML that re-renders before its
  // code arrives is rendered by the browser instead, which would empty it.
  return memo(function WhenReached() {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        reveal();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          reveal();
        },
        { rootMargin: REACHED },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={place}>
        <Suspense fallback={<FetchAtOnce reveal={reveal} />}>
          <Part />
        </Suspense>
      </div>
    );
  });
}

/**
 * What a part shows while React renders it without the server's HTML (React never shows a fallback
 * while it keeps that HTML): nothing, and its code is fetched now.
 */
function FetchAtOnce({ reveal }: { reveal: () => void }) {
  useEffect(reveal, [reveal]);
  return null;
}
