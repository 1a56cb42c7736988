import { BellIcon, KeyRoundIcon, UserRoundIcon } from 'lucide-react';
import type { PublicUser } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@uniguide/ui';
import type { ReactNode } from 'react';

import { EmailForm } from './email-form';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';

function TabCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

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
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Account Settings</h1>
        <p className="text-muted-foreground">
          Manage your profile, password and notification preferences.
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
            <span className="sm:hidden">Profile</span>
            <span className="hidden sm:inline">Profile Information</span>
          </TabsTrigger>
          <TabsTrigger value="security">
            <KeyRoundIcon aria-hidden="true" />
            Security
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <BellIcon aria-hidden="true" />
            Notifications
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <TabCard
            title="Profile Information"
            description="Your details as universities and our team see them."
          >
            <ProfileForm user={user} />
          </TabCard>
        </TabsContent>
        <TabsContent value="security" className="grid gap-6">
          <TabCard
            title="Email Address"
            description="The address you sign in with. A new address must be verified; we tell the old one about the change."
          >
            <EmailForm user={user} />
          </TabCard>
          <TabCard
            title="Security"
            description="Change your password. Other devices signed in to your account will be signed out."
          >
            <SecurityForm />
          </TabCard>
        </TabsContent>
        <TabsContent value="notifications">
          <TabCard title="Notifications" description="Choose which updates you want to hear about.">
            <NotificationPreferencesForm />
          </TabCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}
