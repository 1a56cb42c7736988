import { createFileRoute } from '@tanstack/react-router';
import { NationalitiesPage } from '../../components/visa/nationalities-page';

export const Route = createFileRoute('/_console/nationalities')({
  component: NationalitiesPage,
});
