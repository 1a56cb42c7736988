import { createFileRoute } from '@tanstack/react-router';
import { MarketingPage } from '../../components/marketing/marketing-page';

export const Route = createFileRoute('/_console/marketing')({
  component: MarketingPage,
});
