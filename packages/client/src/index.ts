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
export { ApiProviders } from './providers';
export { AppRoot, mountApp, ROUTER_DEFAULTS, tokenSearch, type RouterContext } from './app';
export { PAGE_DATA_ELEMENT_ID, serializePageData } from './page-data';
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
  useAcceptAdminInvitation,
  useSession,
  useUpdateSessionUser,
} from './session';
export { useSubmitBlock } from './submit-block';
export { errorIssues, errorMessage, errorStatus, isClientError, queryFailure } from './errors';
export { RouteErrorScreen } from './route-error';
export { formFailureMessage, showServerIssues } from './server-issues';
export { deferredResolver } from './deferred-resolver';
export { useTextForm, type TextFieldRegistration } from './text-form';
export { useForgotPasswordForm, useResetPasswordForm } from './password-reset';
export { ForgotPasswordPage, ResetPasswordPage } from './password-reset-pages';
export { useSignInForm } from './sign-in';
// The date formats are domain rules (docs/architecture.md §1): ui's PayoutDate shows them too.
export {
  formatAuditTime,
  formatDashboardDate,
  formatLongDate,
  formatRelative,
  type DateInput,
} from '@uniguide/domain/format-date';
export { formatCount, formatListTotal } from './format-total';
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
  removeCustomLogo,
  saveCustomLogo,
  useCustomLogo,
  useCustomLogoImage,
  useLogoSettings,
} from './logo/custom-logo';
export {
  csvExportHandlers,
  csvExportToasts,
  type CsvExportResult,
  type CsvExportTexts,
  type CsvExportWords,
} from './csv-export';
export { useJourney } from './journey';
export { AttestationCard, CostsCard } from './journey-cards';
export { MessageThread } from './conversation/message-thread';
export { FileUploadError, postFile } from './uploads/post-file';
export { ResumableUploadError } from './uploads/resumable-upload';
export {
  useResumableUploads,
  type UploadJob,
  type UploadRunOutcome,
} from './uploads/use-resumable-uploads';
export { CountryPicker, useCountries, useCountryName, type CountryPickerProps } from './countries';
export { createI18n, loadCatalog } from './i18n/i18n';
export { useLanguage } from './i18n/language-provider';
export { saveLanguageChoice } from './i18n/language-choice';
export { messageInPageLanguage, zodResolverInPageLanguage } from './i18n/form-checks';
export { useFormatters } from './i18n/use-formatters';
export { useSessionTimeFormatters } from './i18n/use-session-time-formatters';
export { useDateFormatters } from './i18n/use-date-formatters';
export { MARKETING_TYPE_MESSAGES, marketingLanguageName } from './i18n/marketing-labels';
export { MarketingLanguageOptions, MarketingTypeOptions } from './i18n/marketing-options';
export { UniversityOptions } from './university-options';
