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
  label: string;
  icon: LucideIcon;
  /** Only the exact path counts as "here" (the overview is the parent of every other path). */
  exact?: boolean;
  /** Shows the inbox's count of threads awaiting a reply beside the label. */
  inboxCount?: boolean;
}

/** The console's sections, in the order both menus show them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Overview', icon: LayoutDashboardIcon, exact: true },
  { to: '/applications', label: 'Applications', icon: FileTextIcon },
  { to: '/inbox', label: 'Inbox', icon: MessagesSquareIcon, inboxCount: true },
  { to: '/users', label: 'Users', icon: UsersIcon },
  { to: '/approvals', label: 'Approvals', icon: UserCheckIcon },
  { to: '/agencies', label: 'Agencies', icon: Building2Icon },
  { to: '/commissions', label: 'Commissions', icon: WalletIcon },
  { to: '/catalogue', label: 'Catalogue', icon: GraduationCapIcon },
  { to: '/visa-checklists', label: 'Visa', icon: StampIcon },
  { to: '/marketing', label: 'Marketing', icon: MegaphoneIcon },
  { to: '/onboarding', label: 'Onboarding', icon: CalendarClockIcon },
  { to: '/messages', label: 'Contact Messages', icon: MailIcon },
  { to: '/outbox', label: 'Outbox', icon: InboxIcon },
  { to: '/audit-logs', label: 'Audit Logs', icon: ScrollTextIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
];
