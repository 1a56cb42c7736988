import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { ADMIN_URL, AGENT_URL, useSessionCookies, waitForSettledPage } from '../fixtures';
import {
  expectLiteralText,
  expectNoInjectedScript,
  expectNoSidewaysScroll,
  watchDialogs,
} from '../fixtures/hostile';
import { seedHostileData, type HostileData } from './hostile-data';

const PHONE_WIDTH = 375;

interface HostileScreen {
  name: string;
  host: 'agent' | 'admin';
  path: (data: HostileData) => string;
  /** Stored texts the screen shows, each of which must appear literally. */
  shows: (data: HostileData) => string[];
  /** What to open before looking: a menu, a dialog, a tab. */
  open?: (page: Page, data: HostileData) => Promise<void>;
}

const fullName = (first: string, last: string) => `${first} ${last}`;

async function openDialog(page: Page, button: RegExp | string): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Opens View Changes of the newest audit entry of `action` on the resource `resourceId`. */
async function viewChanges(page: Page, action: string, resourceId: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: action })
    .filter({ has: page.getByRole('link', { name: resourceId, exact: true }) })
    .first()
    .getByRole('button', { name: /^View changes of entry \d+$/ })
    .click();
  await expect(page.getByRole('dialog', { name: action })).toBeVisible();
}

/** Every screen that shows one of the hostile texts, in both apps. Adding a screen is one entry. */
const SCREENS: HostileScreen[] = [
  {
    name: 'program cards',
    host: 'agent',
    path: (d) => `/programs?search=${d.token}`,
    shows: (d) => [d.programName, d.universityName],
  },
  {
    name: 'program detail',
    host: 'agent',
    path: (d) => `/programs/${d.programId}`,
    shows: (d) => [d.programName, d.universityName, ...d.requirements, d.scholarshipDetails],
  },
  {
    name: 'university page',
    host: 'agent',
    path: (d) => `/universities/${d.universityId}`,
    shows: (d) => [d.universityName, d.universityLocation, d.universityDescription, d.programName],
  },
  {
    name: 'dashboard',
    host: 'agent',
    path: () => '/dashboard',
    shows: (d) => [fullName(d.agentFirstName, d.agentLastName)],
  },
  {
    name: 'dashboard programs',
    host: 'agent',
    path: (d) => `/dashboard/programs?search=${d.token}`,
    shows: (d) => [d.programName],
  },
  {
    name: 'notifications',
    host: 'agent',
    path: () => '/dashboard',
    shows: (d) => [fullName(d.first.firstName, d.first.lastName)],
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'my applications',
    host: 'agent',
    path: () => '/dashboard/applications',
    shows: (d) => [
      fullName(d.first.firstName, d.first.lastName),
      fullName(d.second.firstName, d.second.lastName),
      d.programName,
    ],
  },
  {
    name: 'application view',
    host: 'agent',
    path: (d) => `/dashboard/applications/${d.first.id}`,
    shows: (d) => [
      fullName(d.first.firstName, d.first.lastName),
      d.first.notes,
      d.first.qualificationName,
      d.first.institutionName,
      d.statusNote,
      ...d.fileNames,
    ],
  },
  {
    name: 'rejected application view',
    host: 'agent',
    path: (d) => `/dashboard/applications/${d.second.id}`,
    shows: (d) => [fullName(d.second.firstName, d.second.lastName), d.rejectionReason],
  },
  {
    name: 'application edit',
    host: 'agent',
    path: (d) => `/dashboard/applications/${d.first.id}/edit`,
    shows: (d) => [d.programName, d.statusNote, ...d.fileNames],
  },
  {
    name: 'apply page',
    host: 'agent',
    path: (d) => `/apply/${d.programId}`,
    shows: (d) => [d.programName, d.universityName],
  },
  { name: 'settings', host: 'agent', path: () => '/dashboard/settings', shows: () => [] },
  {
    name: 'admin overview',
    host: 'admin',
    path: () => '/',
    shows: () => [],
  },
  {
    name: 'admin applications',
    host: 'admin',
    // Every status: one of the two is past the queue of applications waiting for an admin.
    path: () => '/applications?view=all',
    shows: (d) => [
      fullName(d.first.firstName, d.first.lastName),
      fullName(d.second.firstName, d.second.lastName),
    ],
  },
  {
    name: 'admin application detail',
    host: 'admin',
    path: (d) => `/applications/${d.first.id}`,
    shows: (d) => [
      fullName(d.first.firstName, d.first.lastName),
      d.first.notes,
      d.first.institutionName,
      d.agencyName,
      d.programName,
      d.statusNote,
      ...d.fileNames,
    ],
  },
  {
    name: 'admin change status dialog',
    host: 'admin',
    path: (d) => `/applications/${d.second.id}`,
    shows: (d) => [fullName(d.second.firstName, d.second.lastName), d.rejectionReason],
    open: (page) => openDialog(page, 'Change Status'),
  },
  {
    name: 'admin users',
    host: 'admin',
    path: (d) => `/users?search=${encodeURIComponent(d.agentEmail)}`,
    shows: (d) => [fullName(d.agentFirstName, d.agentLastName), d.agencyName],
  },
  {
    name: 'admin user detail',
    host: 'admin',
    path: (d) => `/users/${d.agentUserId}`,
    shows: (d) => [d.agentFirstName, d.agentLastName, d.agencyName, d.agentWebsite],
  },
  {
    name: 'admin audit log',
    host: 'admin',
    // Narrowed to this agent: other specs write audit entries meanwhile, and the list is newest first.
    path: (d) => `/audit-logs?search=${encodeURIComponent(d.agentEmail)}`,
    shows: (d) => [d.agentEmail],
  },
  {
    name: 'admin audit diff of a status change',
    host: 'admin',
    path: (d) => `/audit-logs?type=application&search=${d.second.id}`,
    shows: (d) => [d.rejectionReason],
    open: (page, d) => viewChanges(page, 'Application Status Changed', String(d.second.id)),
  },
  {
    name: 'admin audit diff of a profile change',
    host: 'admin',
    // The agent changed the profile: its own e-mail narrows the list to its own acts on users.
    path: (d) => `/audit-logs?type=user&search=${encodeURIComponent(d.agentEmail)}`,
    shows: (d) => [d.agentWebsite],
    open: (page, d) => viewChanges(page, 'User Profile Updated', String(d.agentUserId)),
  },
  {
    name: 'admin catalogue programs',
    host: 'admin',
    path: () => '/catalogue',
    shows: (d) => [d.programName, d.universityName],
    open: async (page, d) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill(d.token);
      await expect(page.getByRole('cell', { name: d.token }).first()).toBeVisible();
    },
  },
  {
    name: 'admin catalogue universities',
    host: 'admin',
    path: () => '/catalogue',
    shows: (d) => [d.universityName],
    open: async (page) => {
      await page.getByRole('tab', { name: 'Universities', exact: true }).click();
    },
  },
  {
    name: 'admin messages',
    host: 'admin',
    path: () => '/messages',
    shows: (d) => [d.contact.name, d.contact.subject, d.contact.message.slice(0, 60)],
  },
];

/**
 * docs/product.md §12 (hostile input): names, notes, messages, catalogue entries and file names stored through the API
 * with markup, script links, bidirectional and zero-width characters and very long words are shown
 * as text on every screen of both apps: nothing runs, nothing opens a dialog, and at 375 px nothing
 * makes the page scroll sideways.
 */
test.describe('stored hostile names', () => {
  let data: HostileData;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    data = await seedHostileData();
  });

  test('every screen shows hostile names as text, runs nothing and fits a phone', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await useSessionCookies(context, data.cookies.agent, AGENT_URL);
    await useSessionCookies(context, data.cookies.admin, ADMIN_URL);
    const dialogs = watchDialogs(page);

    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        const origin = screen.host === 'admin' ? ADMIN_URL : AGENT_URL;
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${origin}${screen.path(data)}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await screen.open?.(page, data);
        await waitForSettledPage(page);
        await expectLiteralText(page, screen.shows(data), screen.name);
        await expectNoInjectedScript(page, screen.name);

        await page.setViewportSize({ width: PHONE_WIDTH, height: 812 });
        await waitForSettledPage(page);
        await expectNoSidewaysScroll(page, screen.name);
        await expectNoInjectedScript(page, `${screen.name} at ${PHONE_WIDTH} px`);
        expect(dialogs, `${screen.name}: dialogs opened by the page`).toEqual([]);
      });
    }
  });
});
