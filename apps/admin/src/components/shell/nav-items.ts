import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkProps } from '@tanstack/react-router';
import {
  Building2Icon,
  CalendarClockIcon,
  FileTextIcon,
  MessagesSquareIcon,
  InboxIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  MailIcon,
  MegaphoneIcon,
  ScrollTextIcon,
  SettingsIcon,
  StampIcon,
  UserCheckIcon,
  UsersIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Only the exact path counts as "here" (the overview is the parent of every other path). */
  exact?: boolean;
  /** Shows the inbox's count of threads awaiting a reply beside the label. */
  inboxCount?: boolean;
}

/** The console's sections, in the order both menus show them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: msg`Overview`, icon: LayoutDashboardIcon, exact: true },
  { to: '/applications', label: msg`Applications`, icon: FileTextIcon },
  { to: '/inbox', label: msg`Inbox`, icon: MessagesSquareIcon, inboxCount: true },
  { to: '/users', label: msg`Users`, icon: UsersIcon },
  { to: '/approvals', label: msg`Approvals`, icon: UserCheckIcon },
  { to: '/agencies', label: msg`Agencies`, icon: Building2Icon },
  { to: '/commissions', label: msg`Commissions`, icon: WalletIcon },
  { to: '/catalogue', label: msg`Catalogue`, icon: GraduationCapIcon },
  { to: '/visa-checklists', label: msg`Visa`, icon: StampIcon },
  { to: '/marketing', label: msg`Marketing`, icon: MegaphoneIcon },
  { to: '/onboarding', label: msg`Onboarding`, icon: CalendarClockIcon },
  { to: '/messages', label: msg`Contact Messages`, icon: MailIcon },
  { to: '/outbox', label: msg`Outbox`, icon: InboxIcon },
  { to: '/audit-logs', label: msg`Audit Logs`, icon: ScrollTextIcon },
  { to: '/settings', label: msg`Settings`, icon: SettingsIcon },
];
