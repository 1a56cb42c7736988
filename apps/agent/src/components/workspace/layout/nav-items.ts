import type { LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import {
  ClipboardListIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  SettingsIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';

export interface WorkspaceNavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact page; otherwise also on the pages below it. */
  exact?: boolean;
}

/** The sidebar of docs/product.md §3 "Dashboard layout", in its order. */
export const WORKSPACE_NAV_ITEMS: readonly WorkspaceNavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon, exact: true },
  { to: '/dashboard/programs', label: 'Programs', icon: GraduationCapIcon },
  { to: '/dashboard/applications', label: 'Applications', icon: ClipboardListIcon },
  { to: '/dashboard/students', label: 'Students', icon: UsersIcon },
  { to: '/dashboard/earnings', label: 'Earnings', icon: WalletIcon },
  { to: '/dashboard/settings', label: 'Settings', icon: SettingsIcon },
];
