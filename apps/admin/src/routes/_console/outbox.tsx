import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../components/outbox/outbox-page';

/** docs/decisions/023-email.md: the outbox and the dead jobs. */
export const Route = createFileRoute('/_console/outbox')({
  component: OutboxPage,
});
