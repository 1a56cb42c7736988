import { ClockIcon, MailIcon, MapPinIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND } from '@uniguide/domain';

import { WHATSAPP_URL } from '../whatsapp-link';

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

export function ContactDetails() {
  return (
    <dl className="grid gap-6">
      <Row icon={<MapPinIcon className="size-5" aria-hidden="true" />} title="Office address">
        <address className="not-italic">{BRAND.address}</address>
      </Row>
      <Row icon={<MailIcon className="size-5" aria-hidden="true" />} title="Email">
        <a href={`mailto:${BRAND.supportEmail}`} className={linkClass}>
          {BRAND.supportEmail}
        </a>
      </Row>
      <Row icon={<PhoneIcon className="size-5" aria-hidden="true" />} title="Phone">
        <a href={`tel:${BRAND.phone.replace(/\s+/g, '')}`} className={linkClass}>
          {BRAND.phone}
        </a>
      </Row>
      <Row icon={<MessageCircleIcon className="size-5" aria-hidden="true" />} title="WhatsApp">
        <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Chat with us<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Row>
      <Row icon={<ClockIcon className="size-5" aria-hidden="true" />} title="Working hours">
        <ul>
          {BRAND.workingHours.map((row) => (
            <li key={row.days}>
              <span className="text-foreground">{row.days}:</span> {row.hours}
            </li>
          ))}
        </ul>
      </Row>
    </dl>
  );
}
