import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../components/catalogue/catalogue-page';

export const Route = createFileRoute('/_console/catalogue')({
  component: CataloguePage,
});
