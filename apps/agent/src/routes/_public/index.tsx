import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND, MARKETING } from '@uniguide/domain';

import { FEATURED_PROGRAMS_INPUT } from '../../components/public/landing/featured-programs-input';
import { Hero } from '../../components/public/landing/hero';
import { hydrateWhenReached } from '../../lib/hydrate-when-reached';
import { usePageMeta } from '../../lib/page-meta';

const BelowFirstScreen = hydrateWhenReached(() =>
  import('../../components/public/landing/below-first-screen').then(
    (module) => module.LandingBelowFirstScreen,
  ),
);

export const Route = createFileRoute('/_public/')({
  // A server render (and the hydration of its page) waits for the partner universities, the featured
  // programs and the approval promise of the sign-up terms (docs/decisions/040-server-rendered-pages.md);
  // the browser alone fetches them from the sections.
  loader: async ({ context: { queryClient, trpc, awaitPageData } }) => {
    if (!awaitPageData?.()) return;
    await Promise.all([
      queryClient.prefetchQuery(trpc.university.list.queryOptions()),
      queryClient.prefetchQuery(trpc.program.list.queryOptions(FEATURED_PROGRAMS_INPUT)),
      queryClient.prefetchQuery(trpc.auth.signUpTerms.queryOptions()),
    ]);
  },
  component: LandingPage,
});

function LandingPage() {
  const { t } = useLingui();
  const brand = BRAND.name;
  const { universities, programs } = MARKETING;
  usePageMeta({
    title: t`Become an agent for UAE universities`,
    description: t`${brand} connects education agents with ${universities} UAE universities and ${programs} programs. Free signup, no monthly fees.`,
    path: '/',
  });
  return (
    <>
      <Hero />
      <BelowFirstScreen />
    </>
  );
}
