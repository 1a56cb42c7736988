import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../components/inbox/inbox-page';

export const Route = createFileRoute('/_console/inbox')({
  component: InboxPage,
});
