import { expect, type Page } from '@playwright/test';

/** Records the audit creates once per run, so every page has real data to show. */
export interface AuditData {
  programId: number;
  programName: string;
  universityId: number;
  universityName: string;
  applicationId: number;
  /** A draft of the same agent: only a draft opens its edit form (a sent one reads as a page). */
  draftId: number;
  studentName: string;
  /** The student the application created on the agent's file. */
  studentId: number;
  agentUserId: number;
}

export interface AuditedPage {
  name: string;
  /** Which app serves the page. */
  host: 'agent' | 'admin';
  /** Who is signed in when the page opens. */
  session: 'none' | 'agent' | 'admin';
  path: (data: AuditData) => string;
  /** The page's level-one heading, proving the right page rendered (not a 404 or error page). */
  heading: (data: AuditData) => string | RegExp;
  /** Also checked at 375 px (the mobile project runs the tests tagged @mobile). */
  mobile?: boolean;
  /** What to open before the check: a tab, a dialog. */
  open?: (page: Page, data: AuditData) => Promise<void>;
}

async function openDialog(page: Page, button: RegExp | string, dialog: RegExp | string) {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
}

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Every screen of both apps. Adding a page is one entry here. */
export const AUDITED_PAGES: AuditedPage[] = [
  // The public site.
  {
    name: 'landing',
    host: 'agent',
    session: 'none',
    path: () => '/',
    heading: () => /^Place your students at/,
    mobile: true,
  },
  {
    name: 'about',
    host: 'agent',
    session: 'none',
    path: () => '/about',
    heading: () => /UAE universities/,
  },
  {
    name: 'contact',
    host: 'agent',
    session: 'none',
    path: () => '/contact',
    heading: () => 'Get in touch',
    mobile: true,
  },
  {
    name: 'program catalogue',
    host: 'agent',
    session: 'none',
    path: () => '/programs',
    heading: () => 'Explore Programs',
    mobile: true,
  },
  {
    name: 'program detail',
    host: 'agent',
    session: 'none',
    path: (d) => `/programs/${d.programId}`,
    heading: (d) => d.programName,
    mobile: true,
  },
  {
    name: 'university',
    host: 'agent',
    session: 'none',
    path: (d) => `/universities/${d.universityId}`,
    heading: (d) => d.universityName,
  },
  {
    name: 'sign in',
    host: 'agent',
    session: 'none',
    path: () => '/auth',
    heading: () => 'Welcome back',
    mobile: true,
  },
  {
    name: 'register',
    host: 'agent',
    session: 'none',
    path: () => '/auth?mode=signup',
    heading: () => 'Become an agent',
  },
  {
    name: 'not found',
    host: 'agent',
    session: 'none',
    path: () => '/no-such-page',
    heading: () => 'Page Not Found',
  },
  // The agent workspace.
  {
    name: 'dashboard',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard',
    heading: () => /^Welcome, /,
    mobile: true,
  },
  {
    name: 'dashboard programs',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard/programs',
    heading: () => 'Programs',
  },
  {
    name: 'workspace program detail',
    host: 'agent',
    session: 'agent',
    path: (d) => `/dashboard/programs/${d.programId}`,
    heading: (d) => d.programName,
    mobile: true,
  },
  {
    name: 'my applications',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard/applications',
    heading: () => 'My Applications',
    mobile: true,
  },
  {
    name: 'application view',
    host: 'agent',
    session: 'agent',
    path: (d) => `/dashboard/applications/${d.applicationId}`,
    heading: (d) => d.studentName,
  },
  {
    name: 'application edit',
    host: 'agent',
    session: 'agent',
    path: (d) => `/dashboard/applications/${d.draftId}/edit`,
    heading: () => 'Edit Application',
    mobile: true,
  },
  {
    name: 'apply',
    host: 'agent',
    session: 'agent',
    path: (d) => `/apply/${d.programId}`,
    heading: (d) => d.programName,
    mobile: true,
  },
  {
    name: 'notifications menu',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard',
    heading: () => /^Welcome, /,
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'settings',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard/settings',
    heading: () => 'Account Settings',
    mobile: true,
  },
  {
    name: 'students',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard/students',
    heading: () => 'Students',
    mobile: true,
  },
  {
    name: 'student detail',
    host: 'agent',
    session: 'agent',
    path: (d) => `/dashboard/students/${d.studentId}`,
    heading: (d) => d.studentName,
  },
  {
    name: 'earnings',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard/earnings',
    heading: () => 'Earnings',
    mobile: true,
  },
  {
    name: 'marketing kit',
    host: 'agent',
    session: 'agent',
    path: () => '/dashboard/marketing',
    heading: () => 'Marketing kit',
    mobile: true,
  },
  // The admin console.
  {
    name: 'admin sign in',
    host: 'admin',
    session: 'none',
    path: () => '/sign-in',
    heading: () => 'Admin Console',
    mobile: true,
  },
  {
    name: 'admin forgot password',
    host: 'admin',
    session: 'none',
    path: () => '/forgot-password',
    heading: () => 'Forgot your password?',
  },
  {
    name: 'admin reset password',
    host: 'admin',
    session: 'none',
    path: () => '/reset-password?token=abc',
    heading: () => 'Choose a new password',
  },
  {
    name: 'admin overview',
    host: 'admin',
    session: 'admin',
    path: () => '/',
    heading: () => 'Overview',
    mobile: true,
  },
  {
    name: 'admin applications',
    host: 'admin',
    session: 'admin',
    path: () => '/applications',
    heading: () => 'Applications',
    mobile: true,
  },
  {
    name: 'admin application detail',
    host: 'admin',
    session: 'admin',
    path: (d) => `/applications/${d.applicationId}`,
    heading: (d) => new RegExp(`#${d.applicationId}|${d.studentName}`),
  },
  {
    name: 'admin change status dialog',
    host: 'admin',
    session: 'admin',
    path: (d) => `/applications/${d.applicationId}`,
    heading: (d) => new RegExp(`#${d.applicationId}|${d.studentName}`),
    open: (page) => openDialog(page, 'Change Status', 'Change Application Status'),
  },
  {
    name: 'admin users',
    host: 'admin',
    session: 'admin',
    path: () => '/users',
    heading: () => 'Users',
    mobile: true,
  },
  {
    name: 'admin user detail',
    host: 'admin',
    session: 'admin',
    path: (d) => `/users/${d.agentUserId}`,
    heading: () => /\w/,
  },
  {
    name: 'admin audit logs',
    host: 'admin',
    session: 'admin',
    path: () => '/audit-logs',
    heading: () => 'Audit Logs',
  },
  {
    name: 'admin audit view changes',
    host: 'admin',
    session: 'admin',
    path: () => '/audit-logs',
    heading: () => 'Audit Logs',
    open: (page) => openDialog(page, /^View changes of entry \d+$/, /./),
  },
  {
    name: 'admin catalogue programs',
    host: 'admin',
    session: 'admin',
    path: () => '/catalogue',
    heading: () => 'Catalogue',
  },
  {
    name: 'admin catalogue program dialog',
    host: 'admin',
    session: 'admin',
    path: () => '/catalogue',
    heading: () => 'Catalogue',
    open: (page) => openDialog(page, 'Add program', 'Add program'),
  },
  {
    name: 'admin catalogue universities',
    host: 'admin',
    session: 'admin',
    path: () => '/catalogue',
    heading: () => 'Catalogue',
    open: (page) => openTab(page, 'Universities'),
  },
  {
    name: 'admin catalogue university dialog',
    host: 'admin',
    session: 'admin',
    path: () => '/catalogue',
    heading: () => 'Catalogue',
    open: async (page) => {
      await openTab(page, 'Universities');
      await openDialog(page, 'Add university', 'Add university');
    },
  },
  {
    name: 'admin catalogue import',
    host: 'admin',
    session: 'admin',
    path: () => '/catalogue',
    heading: () => 'Catalogue',
    open: (page) => openTab(page, 'Import'),
  },
  {
    name: 'admin commissions',
    host: 'admin',
    session: 'admin',
    path: () => '/commissions',
    heading: () => 'Commissions',
  },
  {
    name: 'admin payouts',
    host: 'admin',
    session: 'admin',
    path: () => '/commissions/payouts',
    heading: () => 'Payouts',
  },
  {
    name: 'admin messages',
    host: 'admin',
    session: 'admin',
    path: () => '/messages',
    heading: () => 'Contact Messages',
  },
  {
    name: 'admin inbox',
    host: 'admin',
    session: 'admin',
    path: () => '/inbox',
    heading: () => 'Inbox',
  },
  {
    name: 'admin marketing',
    host: 'admin',
    session: 'admin',
    path: () => '/marketing',
    heading: () => 'Marketing Kit',
  },
  {
    name: 'admin outbox',
    host: 'admin',
    session: 'admin',
    path: () => '/outbox',
    heading: () => 'Outbox',
  },
  {
    name: 'admin not found',
    host: 'admin',
    session: 'admin',
    path: () => '/no-such-page',
    heading: () => 'Page Not Found',
  },
];
