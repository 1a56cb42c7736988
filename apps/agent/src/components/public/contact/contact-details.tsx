import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClockIcon, MailIcon, MapPinIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND } from '@uniguide/domain';

import { WHATSAPP_URL } from '../whatsapp-link';

/**
 * The brand's working hours in the page's language: each text BRAND.workingHours holds today, as a
 * message. A text a deployment writes that is not here shows as written.
 */
const HOURS_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'Sunday - Thursday': msg`Sunday - Thursday`,
  'Friday - Saturday': msg`Friday - Saturday`,
  '9:00 AM - 5:00 PM': msg`9:00 AM - 5:00 PM`,
  Closed: msg`Closed`,
};

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

// A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, placed beside the pair.
function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="relative ps-14">
      <dt className="font-semibold">
        <span className="absolute top-0 start-0 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          {icon}
        </span>
        {title}
      </dt>
      <dd className="mt-1 text-muted-foreground">{children}</dd>
    </div>
  );
}

/** One BRAND.workingHours text in the page's language (the contact page and the site footer). */
export function useHoursText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => {
    const message = HOURS_TEXTS[text];
    return message ? i18n._(message) : text;
  };
}

export function ContactDetails() {
  const { t } = useLingui();
  const hoursText = useHoursText();
  return (
    <dl className="grid gap-6">
      <Row icon={<MapPinIcon className="size-5" aria-hidden="true" />} title={t`Office address`}>
        <address className="not-italic" dir="auto">
          {BRAND.address}
        </address>
      </Row>
      <Row icon={<MailIcon className="size-5" aria-hidden="true" />} title={t`Email`}>
        <a href={`mailto:${BRAND.supportEmail}`} dir="ltr" className={linkClass}>
          {BRAND.supportEmail}
        </a>
      </Row>
      <Row icon={<PhoneIcon className="size-5" aria-hidden="true" />} title={t`Phone`}>
        <a href={`tel:${BRAND.phone.replace(/\s+/g, '')}`} dir="ltr" className={linkClass}>
          {BRAND.phone}
        </a>
      </Row>
      <Row icon={<MessageCircleIcon className="size-5" aria-hidden="true" />} title={t`WhatsApp`}>
        <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <Trans>
            Chat with us<span className="sr-only"> (opens in a new tab)</span>
          </Trans>
        </a>
      </Row>
      <Row icon={<ClockIcon className="size-5" aria-hidden="true" />} title={t`Working hours`}>
        <ul>
          {BRAND.workingHours.map((row) => (
            <li key={row.days}>
              <span className="text-foreground">{hoursText(row.days)}:</span> {hoursText(row.hours)}
            </li>
          ))}
        </ul>
      </Row>
    </dl>
  );
}
