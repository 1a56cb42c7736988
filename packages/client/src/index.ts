// Public face of @uniguide/client, shared by the agent app and the admin console.
export {
  createTrpcClient,
  createTrpcOptions,
  TRPCProvider,
  useTRPC,
  useTRPCClient,
  type AppRouter,
  type Trpc,
  type TrpcClient,
} from './trpc';
export {
  APPLICATION_QUERY,
  createQueryClient,
  DASHBOARD_QUERY,
  DEFAULT_QUERY,
  PROGRAM_DETAIL_QUERY,
  retryUnlessClientError,
} from './query-client';
export {
  SESSION_QUERY,
  sessionQueryOptions,
  useLogin,
  useLogout,
  useRegister,
  useAcceptInvitation,
  useSession,
} from './session';
export { errorIssues, errorMessage, errorStatus, isClientError } from './errors';
export {
  formatAuditTime,
  formatDashboardDate,
  formatLongDate,
  formatRelative,
  type DateInput,
} from './format-date';
export { formatCount, formatListTotal } from './format-total';
export { formatFileSize } from './format-file-size';
export {
  authRedirectTarget,
  DEFAULT_AUTH_REDIRECT,
  type AuthRedirectOptions,
} from './redirect-target';
export { adminOrigin, agentOrigin } from './host-links';
export { useDocumentMeta } from './document-meta';
export { downloadTextFile } from './download-file';
export { createLocalSetting, useLocalSetting, type LocalSetting } from './logo/local-setting';
export {
  CUSTOM_LOGO_STORAGE_KEY,
  customLogoSetting,
  LOGO_URL_INVALID,
  parseLogoUrl,
  removeCustomLogo,
  saveCustomLogo,
  useCustomLogo,
} from './logo/custom-logo';
export { LogoSettingsDialog, type LogoSettingsDialogProps } from './logo/logo-settings-dialog';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { CommissionStatusBadge } from './commissions/commission-status-badge';
export { PayoutDate } from './commissions/payout-date';
export {
  CommissionTotals,
  type CommissionTotalsFigures,
  type CommissionTotalsProps,
} from './commissions/commission-totals';
export { ChartCard } from './charts/chart-card';
export { ChartTable, type ChartTableProps, type ChartTableRow } from './charts/chart-table';
export { ColumnChart, type ChartColumn, type ColumnChartProps } from './charts/column-chart';
export { STATUS_BAR_TONE } from './charts/status-bar-tone';
export { ErrorScreen, type ErrorScreenProps } from './error-page/error-screen';
export { ConfirmDeleteButton } from './confirm-delete-button';
export {
  CsvExportButton,
  csvExportHandlers,
  type CsvExportResult,
  type CsvExportWords,
} from './csv-export';
