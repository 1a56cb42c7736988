import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../components/accounts/settings-page';

export const Route = createFileRoute('/_console/settings')({
  component: SettingsPage,
});
