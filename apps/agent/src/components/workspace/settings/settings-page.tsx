import { Trans, useLingui } from '@lingui/react/macro';
import { BellIcon, KeyRoundIcon, UserRoundIcon } from 'lucide-react';
import type { PublicUser } from '@uniguide/domain';
import { SectionCard, Tabs, TabsContent, TabsList, TabsTrigger } from '@uniguide/ui';

import { EmailForm } from './email-form';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';

/** Account settings (docs/product.md §3): Profile Information, Security and Notifications tabs. */
export function SettingsPage({
  user,
  tab,
  onTabChange,
}: {
  user: PublicUser;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          <Trans>Account Settings</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Manage your profile, password and notification preferences.</Trans>
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = SETTINGS_TABS.find((name) => name === value);
          if (next) onTabChange(next);
        }}
        className="gap-4"
      >
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="profile">
            <UserRoundIcon aria-hidden="true" />
            <span className="sm:hidden">
              <Trans>Profile</Trans>
            </span>
            <span className="hidden sm:inline">
              <Trans>Profile Information</Trans>
            </span>
          </TabsTrigger>
          <TabsTrigger value="security">
            <Trans>
              <KeyRoundIcon aria-hidden="true" />
              Security
            </Trans>
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Trans>
              <BellIcon aria-hidden="true" />
              Notifications
            </Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <SectionCard
            className="gap-6"
            titleClassName="text-lg"
            title={t`Profile Information`}
            description={t`Your details as universities and our team see them.`}
          >
            <ProfileForm user={user} />
          </SectionCard>
        </TabsContent>
        <TabsContent value="security" className="grid gap-6">
          <SectionCard
            className="gap-6"
            titleClassName="text-lg"
            title={t`Email Address`}
            description={t`The address you sign in with. A new address must be verified; we tell the old one about the change.`}
          >
            <EmailForm user={user} />
          </SectionCard>
          <SectionCard
            className="gap-6"
            titleClassName="text-lg"
            title={t`Security`}
            description={t`Change your password. Other devices signed in to your account will be signed out.`}
          >
            <SecurityForm />
          </SectionCard>
        </TabsContent>
        <TabsContent value="notifications">
          <SectionCard
            className="gap-6"
            titleClassName="text-lg"
            title={t`Notifications`}
            description={t`Choose which updates you want to hear about.`}
          >
            <NotificationPreferencesForm />
          </SectionCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}
