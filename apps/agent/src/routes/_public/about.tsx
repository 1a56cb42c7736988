import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import {
  BookOpenCheckIcon,
  CompassIcon,
  HandshakeIcon,
  HeadsetIcon,
  LayoutDashboardIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { BRAND, MARKETING } from '@uniguide/domain';
import { Button } from '@uniguide/ui';

import { StatTiles } from '../../components/public/landing/stat-tiles';
import { useApprovalPromise } from '../../components/public/use-approval-promise';
import { usePageMeta } from '../../lib/page-meta';

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
});

const { programs, universities, communityStudents } = MARKETING;

const OFFERING = [
  {
    key: 'catalogue',
    icon: BookOpenCheckIcon,
    title: msg`One catalogue`,
    text: msg`${programs} programs at ${universities} UAE universities, searchable by degree, field, duration, fee and scholarship.`,
  },
  {
    key: 'portal',
    icon: LayoutDashboardIcon,
    title: msg`One portal`,
    text: msg`Applications, documents and status updates for every student in a single workspace, with a full history of each application.`,
  },
  {
    key: 'people',
    icon: HeadsetIcon,
    title: msg`People who help`,
    text: msg`A personal onboarding session with a regional expert, visa checklists by country and marketing kits for your agency.`,
  },
] as const;

const PARTNERSHIP = [
  msg`Free signup — no monthly fees or subscriptions`,
  msg`Competitive commissions on successful applications`,
  msg`Training and marketing support`,
] as const;

function AboutPage() {
  const { t } = useLingui();
  const promise = useApprovalPromise();
  const brand = BRAND.name;
  const points = PARTNERSHIP.map((point) => t(point));
  // The approval line follows the console's setting (docs/product.md §3), second in the list.
  const partnership = promise ? [points[0]!, promise.short, ...points.slice(1)] : points;
  usePageMeta({
    title: t`About Us`,
    description: t`${brand} helps education agents place international students at UAE universities: our mission, what we offer and how the agent partnership works.`,
    path: '/about',
  });

  return (
    <>
      <section
        aria-labelledby="about-heading"
        className="bg-gradient-to-b from-primary/10 to-background"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
          <div className="grid gap-5">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              <Trans>About us</Trans>
            </p>
            {/* BRAND.tagline, in the page's language. */}
            <h1 id="about-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
              <Trans>Your guide to UAE universities</Trans>
            </h1>
            <p className="text-lg text-muted-foreground">
              <Trans>
                {brand} is a partner network for education agents who recruit international students
                for universities in the United Arab Emirates. We bring the programs, the tools and
                the people together so agents can focus on advising students.
              </Trans>
            </p>
          </div>
          <img
            src="/images/about-network.svg"
            alt=""
            width={520}
            height={380}
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="py-14 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8">
          <div className="grid content-start gap-4">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <CompassIcon className="size-6" aria-hidden="true" />
            </span>
            <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">
              <Trans>Our mission</Trans>
            </h2>
          </div>
          <div className="grid gap-4 text-lg text-muted-foreground">
            <p>
              <Trans>
                Every year thousands of students choose the UAE for its universities, its careers
                and its way of life. Most of them are guided by an education agent. Our mission is
                to make that agent’s work simpler, more transparent and better rewarded — so that
                each student lands on the right program, with the right documents, on time.
              </Trans>
            </p>
            <p>
              <Trans>
                We work with universities across the Emirates, from Abu Dhabi to Ras Al Khaimah, and
                with agents around the world. A {communityStudents} student community in the UAE
                already counts on the network we have built.
              </Trans>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="offering-heading" className="bg-muted/50 py-14 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="offering-heading" className="mb-8 text-3xl font-bold tracking-tight">
            <Trans>What we offer</Trans>
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {OFFERING.map((item) => (
              <li key={item.key} className="rounded-2xl border bg-card p-6 shadow-sm">
                <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mb-2 text-lg font-semibold">{t(item.title)}</h3>
                <p className="text-muted-foreground">{t(item.text)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <StatTiles />
          </div>
        </div>
      </section>

      <section aria-labelledby="partnership-heading" className="py-14 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div className="grid content-start gap-4">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <HandshakeIcon className="size-6" aria-hidden="true" />
            </span>
            <h2 id="partnership-heading" className="text-3xl font-bold tracking-tight">
              <Trans>The agent partnership</Trans>
            </h2>
            <p className="text-lg text-muted-foreground">
              <Trans>
                Sign up, refer students, and earn commission when they enroll. You keep the
                relationship with your students; we handle university liaison and keep you informed
                at every step of each application.
              </Trans>
            </p>
          </div>
          <div className="grid content-start gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <ul className="grid gap-3">
              {partnership.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <ShieldCheckIcon
                    className="mt-0.5 size-5 shrink-0 text-success"
                    aria-hidden="true"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/programs">
                  <Trans>Explore Programs</Trans>
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/contact">
                  <Trans>Contact Us</Trans>
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
