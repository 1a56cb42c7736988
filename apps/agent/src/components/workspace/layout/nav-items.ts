import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import {
  Building2Icon,
  CalendarClockIcon,
  ClipboardListIcon,
  FileCheck2Icon,
  MegaphoneIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  SettingsIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';

export interface WorkspaceNavItem {
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Active only on this exact page; otherwise also on the pages below it. */
  exact?: boolean;
}

/** The sidebar of docs/product.md §3 "Dashboard layout", in its order, with the agency page before Settings. */
export const WORKSPACE_NAV_ITEMS: readonly WorkspaceNavItem[] = [
  { to: '/dashboard', label: msg`Dashboard`, icon: LayoutDashboardIcon, exact: true },
  { to: '/dashboard/programs', label: msg`Programs`, icon: GraduationCapIcon },
  { to: '/dashboard/applications', label: msg`Applications`, icon: ClipboardListIcon },
  { to: '/dashboard/students', label: msg`Students`, icon: UsersIcon },
  { to: '/dashboard/earnings', label: msg`Earnings`, icon: WalletIcon },
  { to: '/dashboard/visa-checklist', label: msg`Visa checklist`, icon: FileCheck2Icon },
  { to: '/dashboard/marketing', label: msg`Marketing kit`, icon: MegaphoneIcon },
  { to: '/dashboard/onboarding', label: msg`Onboarding`, icon: CalendarClockIcon },
  { to: '/dashboard/agency', label: msg`Agency`, icon: Building2Icon },
  { to: '/dashboard/settings', label: msg`Settings`, icon: SettingsIcon },
];
