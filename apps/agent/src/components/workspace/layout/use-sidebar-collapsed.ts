import { createLocalSetting, useLocalSetting } from '@uniguide/client';
import { useCallback } from 'react';

export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'uniguide.sidebarCollapsed';

const sidebarCollapsedSetting = createLocalSetting(SIDEBAR_COLLAPSED_STORAGE_KEY);

/** Whether the desktop sidebar shows icons only; remembered in this browser across visits. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const collapsed = useLocalSetting(sidebarCollapsedSetting) === 'true';
  const toggle = useCallback(
    () => sidebarCollapsedSetting.write(collapsed ? null : 'true'),
    [collapsed],
  );
  return [collapsed, toggle];
}
