// Public face of @uniguide/ui. Apps import from here only; file paths inside the package may move.
export { cn } from './lib/cn';

export { Avatar, AvatarFallback, AvatarImage, type AvatarFallbackProps } from './components/avatar';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export { InitialsAvatar } from './components/initials-avatar';
export {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  type BreadcrumbLinkProps,
} from './components/breadcrumb';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/card';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  type DropdownMenuItemProps,
} from './components/dropdown-menu';
export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
} from './components/form-field';
export { FormAlert } from './components/form-alert';
export { ForgotPasswordCard } from './components/forgot-password-view';
export { ResetPasswordCard } from './components/reset-password-view';
export { SignInView } from './components/sign-in-view';
export { RevokeInviteButton } from './components/revoke-invite-button';
export { Input, type InputProps } from './components/input';
export { Label, type LabelProps } from './components/label';
export { NativeSelect, type NativeSelectProps } from './components/native-select';
export { Combobox, type ComboboxOption, type ComboboxProps } from './components/combobox';
export { Progress, type ProgressProps } from './components/progress';
export {
  UploadProgressList,
  type UploadEntry,
  type UploadEntryStatus,
} from './components/upload-progress-list';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectContentProps,
  type SelectItemProps,
  type SelectTriggerProps,
} from './components/select';
export { Separator, type SeparatorProps } from './components/separator';
export { MenuSheet } from './components/menu-sheet';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetPortal,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
  type SheetContentProps,
} from './components/sheet';
export { LoadingSection } from './components/loading-section';
export { OptionSelect, type SelectOption } from './components/option-select';
export { FileName } from './components/file-name';
export { MaterialPlace } from './components/material-place';
export { PageNotice } from './components/page-notice';
export { RemoveRowButton } from './components/remove-row-button';
export type { FieldArrayRowProps } from './components/field-array-row';
export { SectionCard } from './components/section-card';
export { TitledDialog } from './components/titled-dialog';
export { Skeleton } from './components/skeleton';
export { Slider, type SliderProps } from './components/slider';
export { Spinner, type SpinnerProps } from './components/spinner';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './components/table';
export { TableHeadings, type TableHeading } from './components/table-headings';
export { ClickableTableRow } from './components/clickable-table-row';
export { FilterSelect, type FilterOption } from './components/filter-select';
export { StatusTimeline, StatusTransition } from './components/status-timeline';
export {
  COMMISSION_STATUS_MESSAGES,
  ONBOARDING_BOOKING_STATUS_MESSAGES,
  STATUS_MESSAGES,
  useCommissionStatusLabel,
  useOnboardingBookingStatusLabel,
  useStatusLabel,
} from './i18n/status-labels';
export {
  CHECKLIST_STATE_MESSAGES,
  DOCUMENT_TYPE_MESSAGES,
  REQUIREMENT_STAGE_MESSAGES,
  UPLOAD_HINT_MESSAGE,
  useRequestTitle,
} from './i18n/document-labels';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { Textarea, type TextareaProps } from './components/textarea';

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  type ToastActionElement,
  type ToastProps,
} from './components/toast';
export { Toaster } from './components/toaster';
export { DeferredToaster } from './components/deferred-toaster';
export {
  dismiss as dismissToast,
  toast,
  useToast,
  type ToastInput,
  type ToasterToast,
} from './components/use-toast';

// Pieces both apps show alike; their copy comes in as props, their data from the apps' hooks.
export { Pagination, type PaginationProps } from './components/pagination';
export { CommissionStatusBadge } from './components/commission-status-badge';
export { CommissionCardHeading, CommissionProgram } from './components/commission-cells';
export { CardFields, ColumnTable, type ListColumn } from './components/list-columns';
export { StatusBadge } from './components/status-badge';
export { PayoutDate } from './components/payout-date';
export {
  CommissionTotals,
  type CommissionTotalsFigures,
  type CommissionTotalsProps,
} from './components/commission-totals';
export { ChartSkeleton } from './components/chart-skeleton';
export { ChartTable, type ChartTableProps, type ChartTableRow } from './components/chart-table';
export { ColumnChart, type ChartColumn, type ColumnChartProps } from './components/column-chart';
export { STATUS_BAR_TONE } from './components/status-bar-tone';
export { ErrorScreen, type ErrorScreenProps } from './components/error-screen';
export { ConfirmAction, type ConfirmActionProps } from './components/confirm-action';
export { ConfirmDeleteButton } from './components/confirm-delete-button';
export { CsvExportButton } from './components/csv-export-button';
export {
  LogoSettingsDialog,
  type LogoSettingsDialogProps,
} from './components/logo-settings-dialog';
export { BrandMark } from './components/brand-mark';
export { AUTH_CARD_LINK_CLASS, AuthCard } from './components/auth-card';
export { UniversityLogo, type UniversityLogoProps } from './components/university-logo';
export { formatFileSize, useFileSize } from './lib/format-file-size';
export {
  DocumentChecklist,
  DocumentProgress,
  type ChecklistDocument,
  type PendingChecklistFile,
} from './components/document-checklist';
export { countByType, missingToSubmit, RequirementsList } from './components/requirements-list';
export { LinkifiedText } from './components/linkified-text';
export { clockFor, DecisionClockLine } from './components/decision-clock';
export {
  UNIVERSITY_DOCUMENT_TYPE_MESSAGES,
  UniversityDocumentsList,
} from './components/university-documents-list';
export { VisaChecklistItems } from './components/visa-checklist-items';
export {
  ENTRY_PERMIT_AUTHORITY_MESSAGES,
  JOURNEY_ACTOR_MESSAGES,
  JOURNEY_FLAG_TEXTS,
  JOURNEY_STAGE_MESSAGES,
  JourneyFlagText,
  JourneyStages,
} from './components/journey-stages';
export { AttestationTracker } from './components/attestation-tracker';
export { FirstYearCostsList } from './components/first-year-costs';
export { AttestationSection, CostsSection } from './components/journey-sections';
export { CostLineSourceText, useCostLineLabel } from './i18n/cost-line-words';
export { uiCatalog, type Catalog } from './i18n/catalog';
export { usePageLanguage } from './i18n/page-language';
export {
  DEGREE_LEVEL_MESSAGES,
  GENDER_MESSAGES,
  knownText,
  QUALIFICATION_MESSAGES,
} from './i18n/applicant-words';
export { LanguageSwitch, type LanguageSwitchProps } from './components/language-switch';
