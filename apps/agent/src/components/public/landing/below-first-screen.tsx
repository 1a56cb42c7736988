import { Benefits } from './benefits';
import { FinalCta } from './final-cta';
import { PartnerUniversities } from './partner-universities';
import { ProcessSteps } from './process-steps';
import { Testimonials } from './testimonials';
import { WhyUae } from './why-uae';

/**
 * The landing page after its hero: hydrated when the reader reaches it
 * (docs/decisions/085-first-page-javascript.md).
 */
export function LandingBelowFirstScreen() {
  return (
    <>
      <PartnerUniversities />
      <ProcessSteps />
      <Benefits />
      <WhyUae />
      <Testimonials />
      <FinalCta />
    </>
  );
}
