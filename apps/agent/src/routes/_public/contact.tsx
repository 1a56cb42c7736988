import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '@uniguide/domain';

import { ContactDetails } from '../../components/public/contact/contact-details';
import { ContactForm } from '../../components/public/contact/contact-form';
import { usePageMeta } from '../../lib/page-meta';

export const Route = createFileRoute('/_public/contact')({
  component: ContactPage,
});

function ContactPage() {
  const { t } = useLingui();
  const brand = BRAND.name;
  usePageMeta({
    title: t`Contact`,
    description: t`Contact the ${brand} partner team: office address, e-mail, phone and working hours, or send us a message.`,
    path: '/contact',
  });

  return (
    <div className="bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="mb-10 grid max-w-2xl gap-3">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            <Trans>Contact</Trans>
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            <Trans>Get in touch</Trans>
          </h1>
          <p className="text-lg text-muted-foreground">
            <Trans>
              Questions about becoming an agent, a program or an application? Write to our partner
              team and we will get back to you soon.
            </Trans>
          </p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
          <section
            aria-labelledby="contact-details-heading"
            className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2 id="contact-details-heading" className="mb-6 text-xl font-semibold">
              <Trans>Our office</Trans>
            </h2>
            <ContactDetails />
          </section>
          <section
            aria-label={t`Contact form`}
            className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <ContactForm />
          </section>
        </div>
      </div>
    </div>
  );
}
