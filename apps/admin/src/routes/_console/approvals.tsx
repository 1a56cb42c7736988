import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPage } from '../../components/accounts/approvals-page';

export const Route = createFileRoute('/_console/approvals')({
  component: ApprovalsPage,
});
