import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../components/messages/messages-page';

export const Route = createFileRoute('/_console/messages')({
  component: MessagesPage,
});
