import { createFileRoute } from '@tanstack/react-router';
import { ChecklistEditorPage } from '../../components/visa/checklist-editor-page';

export const Route = createFileRoute('/_console/visa-checklists/$country')({
  component: ChecklistEditorRoute,
});

function ChecklistEditorRoute() {
  const { country } = Route.useParams();
  // "default" or a code in any case; the server answers 400 for anything else.
  const key = country.toLowerCase() === 'default' ? 'default' : country.toUpperCase();
  return <ChecklistEditorPage key={key} country={key} />;
}
