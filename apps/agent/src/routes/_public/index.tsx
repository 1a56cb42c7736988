import { createFileRoute } from '@tanstack/react-router';
import { BRAND, MARKETING } from '@uniguide/domain';

import { Benefits } from '../../components/public/landing/benefits';
import { FinalCta } from '../../components/public/landing/final-cta';
import { Hero } from '../../components/public/landing/hero';
import { PartnerUniversities } from '../../components/public/landing/partner-universities';
import { ProcessSteps } from '../../components/public/landing/process-steps';
import { Testimonials } from '../../components/public/landing/testimonials';
import { WhyUae } from '../../components/public/landing/why-uae';
import { usePageTitle } from '../../lib/use-page-title';

export const Route = createFileRoute('/_public/')({
  component: LandingPage,
});

function LandingPage() {
  usePageTitle(
    'Become an agent for UAE universities',
    `${BRAND.name} connects education agents with ${MARKETING.universities} UAE universities and ${MARKETING.programs} programs. Free signup, no monthly fees.`,
  );
  return (
    <>
      <Hero />
      <PartnerUniversities />
      <ProcessSteps />
      <Benefits />
      <WhyUae />
      <Testimonials />
      <FinalCta />
    </>
  );
}
