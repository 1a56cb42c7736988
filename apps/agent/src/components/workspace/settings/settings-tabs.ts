export const SETTINGS_TABS = ['profile', 'security', 'notifications'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export interface SettingsSearch {
  /** The open tab; absent means the first one, so /dashboard/settings stays a clean address. */
  tab?: SettingsTab;
}

function isSettingsTab(value: unknown): value is SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab);
}

/** `validateSearch` of /dashboard/settings: an unknown tab falls back to the profile tab. */
export function parseSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  return isSettingsTab(search.tab) && search.tab !== 'profile' ? { tab: search.tab } : {};
}
