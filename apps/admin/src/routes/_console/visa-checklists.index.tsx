import { createFileRoute } from '@tanstack/react-router';
import { VisaChecklistsPage } from '../../components/visa/visa-checklists-page';

export const Route = createFileRoute('/_console/visa-checklists/')({
  component: VisaChecklistsPage,
});
