import type {
  ColumnType,
  Generated,
  Insertable,
  JSONColumnType,
  Selectable,
  Updateable,
} from 'kysely';
import type {
  AgencyRole,
  ApplicationStatus,
  ApprovalStatus,
  CommissionSplitKind,
  CommissionStatus,
  AdminAttentionReason,
  DocumentRequestStatus,
  DocumentType,
  Language,
  MarketingMaterialType,
  OnboardingBookingStatus,
  MessageSide,
  NotificationPreferences,
  RequirementStage,
  VisaChecklistItem,
  JourneyStage,
  JourneyStageDetails,
  AttestedCertificate,
  ReviewStatus,
  Role,
  UniversityDocumentType,
} from '@uniguide/domain';

/** Timestamps come back as Date and may be written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  agencyName: string | null;
  country: string | null;
  phoneNumber: string | null;
  website: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  /** The agent's agency (null for admins); a trigger founds one when an agent is written without. */
  agencyId: ColumnType<number | null, number | null | undefined, number | null>;
  agencyRole: ColumnType<AgencyRole | null, AgencyRole | null | undefined, AgencyRole | null>;
  active: Generated<boolean>;
  notificationPreferences: JSONColumnType<NotificationPreferences, string | undefined, string>;
  /** The agent's last visit to the marketing kit (migration 0027): later materials are new. */
  marketingSeenAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the current username (e-mail) was confirmed through a link; null until then. */
  emailVerifiedAt: Date | string | null;
  approvalStatus: ColumnType<ApprovalStatus, ApprovalStatus | undefined, ApprovalStatus>;
  approvalDecidedAt: Date | string | null;
  approvalDecidedBy: number | null;
  /** The admin's reason for a decline (shown to the agent). */
  approvalReason: string | null;
  /** The saved choice of language (migration 0029); null until the user chooses (decision 069). */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A console setting by key; a missing row is the setting's default (migration 0011). */
export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedBy: number | null;
  updatedAt: Timestamp;
}

/**
 * The life of a single-use invitation, admin or agency: only the token's SHA-256 is kept; it is
 * sent by someone, expires, and is accepted (by the account it made) or revoked.
 */
interface InviteColumns {
  tokenHash: string;
  invitedBy: number | null;
  expiresAt: Date | string;
  acceptedAt: Date | string | null;
  acceptedUserId: number | null;
  revokedAt: Date | string | null;
  createdAt: CreatedAt;
}

/** A single-use invitation to become an admin. */
export interface AdminInvitesTable extends InviteColumns {
  id: Generated<number>;
  email: string;
}

export interface AgenciesTable {
  id: Generated<number>;
  name: string;
  active: Generated<boolean>;
  deactivatedAt: Date | string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A single-use invitation to join an agency, with the role it gives. */
export interface AgencyInvitesTable extends InviteColumns {
  id: Generated<number>;
  agencyId: number;
  email: string;
  agencyRole: AgencyRole;
}

/** A sub-agent's share of one student's or one application's commission (exactly one of the two). */
export interface CommissionSplitsTable {
  id: Generated<number>;
  agencyId: number;
  subAgencyId: number;
  studentId: number | null;
  applicationId: number | null;
  kind: CommissionSplitKind;
  percentBps: number | null;
  /** Fils (1 AED = 100 fils), for a fixed split. */
  amountFils: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, so a database leak does not leak live sessions. */
  id: string;
  userId: number;
  ipAddress: string | null;
  userAgent: string | null;
  expiresAt: Date | string;
  lastSeenAt: Timestamp;
  createdAt: CreatedAt;
}

export interface UniversitiesTable {
  id: Generated<number>;
  name: string;
  location: string | null;
  emirate: string | null;
  imageUrl: string | null;
  logoUrl: string | null;
  website: string | null;
  description: string | null;
  /** Commission rate in basis points of first-year tuition (1000 = 10.00 %). */
  commissionRateBps: Generated<number>;
  /** Days between enrolment (completed) and the expected payout. */
  payoutLagDays: Generated<number>;
  /** Whether 5% VAT applies to its tuition; null when not known (migration 0019). */
  tuitionVat: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface ProgramsTable {
  id: Generated<number>;
  universityId: number;
  name: string;
  degree: string | null;
  degreeRaw: string | null;
  studyField: string | null;
  studyFieldRaw: string | null;
  duration: string | null;
  durationRaw: string | null;
  tuitionText: string | null;
  tuitionAed: number | null;
  intakes: ColumnType<string[], string[] | undefined, string[]>;
  intakesRaw: string | null;
  requirements: ColumnType<string[], string[] | undefined, string[]>;
  description: string | null;
  language: string | null;
  hasScholarship: Generated<boolean>;
  scholarshipDetails: string | null;
  imageUrl: string | null;
  hidden: Generated<boolean>;
  /** Lower-cased program name + university name + field; trigram-indexed for search. */
  searchText: string;
  /** Stable identity for idempotent imports (university + name + degree). */
  sourceKey: string | null;
  /** Overrides the university's commission rate when set (basis points). */
  commissionRateBps: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** An agent's reusable student profile; identified per agent by e-mail (case-insensitive). */
export interface StudentsTable {
  id: Generated<number>;
  /** The owning agent. */
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: ColumnType<string, string, string>;
  /** Normalised (upper-case letters and digits); null when not given (migration 0020). */
  passportNumber: ColumnType<string | null, string | null | undefined, string | null>;
  nationality: string;
  /** The ISO 3166-1 alpha-2 country the nationality names; null while no one has mapped its text. */
  nationalityCountry: ColumnType<string | null, string | null | undefined, string | null>;
  gender: string;
  highestQualification: string;
  qualificationName: string;
  institutionName: string;
  graduationYear: string;
  cgpa: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface ApplicationsTable {
  id: Generated<number>;
  userId: number;
  /** The student this application is for; the student_* columns are the snapshot sent with it. */
  studentId: number;
  programId: number;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  studentPhone: string;
  /** Calendar date, 'YYYY-MM-DD'. */
  studentDateOfBirth: ColumnType<string, string, string>;
  /** Normalised; null when not given (decision 042). */
  studentPassportNumber: ColumnType<string | null, string | null | undefined, string | null>;
  studentNationality: string;
  /** The ISO 3166-1 alpha-2 country of the nationality; null while its text names none. */
  studentNationalityCountry: ColumnType<string | null, string | null | undefined, string | null>;
  studentGender: string;
  highestQualification: string;
  qualificationName: string;
  institutionName: string;
  graduationYear: string;
  cgpa: string | null;
  intakeDate: string;
  notes: string | null;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  adminNotes: string | null;
  rejectionReason: string | null;
  paymentConfirmation: Generated<boolean>;
  submittedToUniversityDate: Date | string | null;
  conditionalOfferTerms: string | null;
  lastActionBy: number | null;
  submittedAt: Date | string | null;
  /** Set while the application waits for an admin (the queue, migration 0009), with why. */
  adminAttentionSince: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  adminAttentionReason: ColumnType<
    AdminAttentionReason | null,
    AdminAttentionReason | null | undefined,
    AdminAttentionReason | null
  >;
  /** When the agent side wrote the oldest message no admin has answered (the inbox, migration 0026). */
  awaitingReplySince: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface ApplicationStatusHistoryTable {
  id: Generated<number>;
  applicationId: number;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  notes: string | null;
  changedBy: number | null;
  createdAt: CreatedAt;
}

export interface DocumentsTable {
  id: Generated<number>;
  /** The application the file was uploaded with (null when uploaded on the student page or that application is gone). */
  applicationId: number | null;
  /** The student whose file holds the document; applications attach it through application_documents. */
  studentId: number;
  userId: number;
  documentType: DocumentType;
  /** Storage key; never the user's file name. */
  filename: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  storageDriver: string;
  /** Bytes when the postgres storage driver is used (the data model's fileData, docs/product.md §4). */
  fileData: Buffer | null;
  /** Expiry of a passport or English-test certificate ("YYYY-MM-DD"). */
  expiresOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the 30-day expiry notification went out (claimed atomically by the sweep). */
  expiryNotifiedAt: Date | string | null;
  /** The admin's check (migration 0009); a new or retyped document is awaiting again. */
  reviewStatus: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  reviewReason: string | null;
  reviewedBy: number | null;
  reviewedAt: Date | string | null;
  /** The student's own document, a file from the university, or a message attachment. */
  category: ColumnType<DocumentCategory, DocumentCategory | undefined, DocumentCategory>;
  universityDocumentType: UniversityDocumentType | null;
  uploadedBy: number | null;
  messageId: number | null;
  uploadedAt: CreatedAt;
  updatedAt: Timestamp;
}

export type DocumentCategory = 'student' | 'university' | 'message';

/** A university's default list of required documents, or a program's override (migration 0009). */
export interface RequirementListsTable {
  id: Generated<number>;
  universityId: number | null;
  programId: number | null;
  updatedBy: number | null;
  updatedAt: Timestamp;
}

export interface RequirementItemsTable {
  listId: number;
  position: number;
  documentType: DocumentType;
  stage: RequirementStage;
  minCount: number;
  degrees: string[] | null;
}

export interface DocumentRequestsTable {
  id: Generated<number>;
  applicationId: number;
  documentType: DocumentType | null;
  description: string | null;
  note: string | null;
  status: ColumnType<
    DocumentRequestStatus,
    DocumentRequestStatus | undefined,
    DocumentRequestStatus
  >;
  requestedBy: number | null;
  resolvedDocumentId: number | null;
  /** A rejected document's request to replace it (migration 0016). */
  rejectedDocumentId: number | null;
  createdAt: CreatedAt;
  resolvedAt: Date | string | null;
}

export interface ApplicationMessagesTable {
  id: Generated<number>;
  applicationId: number;
  authorId: number | null;
  side: MessageSide;
  body: string;
  /** When the other side read it. */
  readAt: Date | string | null;
  createdAt: CreatedAt;
}

export interface ApplicationDocumentsTable {
  applicationId: number;
  documentId: number;
  attachedAt: CreatedAt;
}

/** One per application, ever (unique application_id). Amounts are integer fils (1 AED = 100 fils). */
export interface CommissionsTable {
  id: Generated<number>;
  applicationId: number;
  /** The agent who earns it. */
  userId: number;
  universityId: number;
  programId: number;
  tuitionFils: number | null;
  rateBps: number;
  amountFils: number | null;
  status: ColumnType<CommissionStatus, CommissionStatus | undefined, CommissionStatus>;
  earnedAt: Date | string;
  expectedPayoutOn: ColumnType<string, string, string>;
  invoicedAt: Date | string | null;
  paidAt: Date | string | null;
  reversedAt: Date | string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface AuditLogsTable {
  id: Generated<number>;
  userId: number | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  previousData: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  newData: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  title: string;
  body: string | null;
  link: string | null;
  applicationId: number | null;
  /** The document the notification is about (migration 0016). */
  documentId: ColumnType<number | null, number | null | undefined, number | null>;
  readAt: Date | string | null;
  /** The notification still owes its e-mail (migration 0010). */
  emailDue: Generated<boolean>;
  emailedAt: Date | string | null;
  createdAt: CreatedAt;
}

export interface SavedProgramsTable {
  userId: number;
  programId: number;
  createdAt: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ipAddress: string | null;
  handledAt: Date | string | null;
  handledBy: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/**
 * Counters kept by triggers (migration 0004): `applications:<status>` and `students`, each spread over
 * slots; a figure is the sum of its name's slots. Written only by the triggers.
 */
export interface StatCountersTable {
  name: string;
  slot: number;
  value: number;
}

/** One row; its version goes up with every statement that writes programs or universities (migration 0004). */
export interface CatalogueVersionTable {
  id: Generated<boolean>;
  version: Generated<number>;
  changedAt: Generated<Date>;
}

export type OutboxState = 'queued' | 'sending' | 'retrying' | 'sent' | 'held' | 'dead';

/** One e-mail, rendered when enqueued; kept whether or not it could be sent (decision 023). */
export interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  template: string;
  /** What it is about, e.g. password_reset or application_updates. */
  kind: string | null;
  userId: number | null;
  /** Enqueueing twice with the same key keeps the first message. */
  dedupeKey: string | null;
  subject: string;
  html: string;
  text: string;
  headers: JSONColumnType<Record<string, string>, string | undefined, string>;
  /** The `.ics` invitation the message carries (migration 0028), or null. */
  calendar: ColumnType<OutboxCalendar | null, string | null | undefined, string | null>;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  attempts: Generated<number>;
  lastError: string | null;
  messageId: string | null;
  claimedAt: Date | string | null;
  sentAt: Date | string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A single-use account token (password reset, and others); only its SHA-256 is kept. */
export interface AuthTokensTable {
  id: Generated<number>;
  userId: number;
  purpose: string;
  tokenHash: string;
  /** The address the token was sent to; it stops working if the account's address changes. */
  email: string;
  expiresAt: Date | string;
  usedAt: Date | string | null;
  createdAt: CreatedAt;
}

/** A secret for signed links, created on first use (migration 0010). */
export interface SigningKeysTable {
  name: string;
  secret: string;
  createdAt: CreatedAt;
}

/** A nationality's visa and attestation checklist (docs/product.md §5.9); 'default' for the rest. */
export interface VisaChecklistsTable {
  country: string;
  items: JSONColumnType<VisaChecklistItem[], string, string>;
  updatedBy: number | null;
  updatedAt: Generated<Date>;
}

export interface ApplicationJourneysTable {
  applicationId: number;
  withdrawnAt: Date;
  withdrawnReason: string;
  withdrawnBy: number | null;
  updatedAt: Timestamp;
}

/** A recorded journey stage (docs/product.md §5.9); a stage with no row is pending. */
export interface JourneyStagesTable {
  applicationId: number;
  stage: JourneyStage;
  state: 'done' | 'skipped';
  doneOn: ColumnType<string | null, string | null | undefined, string | null>;
  skipReason: string | null;
  documentId: number | null;
  details: JSONColumnType<JourneyStageDetails, string | undefined, string>;
  recordedBy: number | null;
  recordedAt: Timestamp;
}

/** An application's attestation and equivalency tracker (docs/product.md §5.9). */
export interface ApplicationAttestationsTable {
  applicationId: number;
  certificates: JSONColumnType<AttestedCertificate[], string, string>;
  moeApplicationNumber: string | null;
  equivalencyDeadline: ColumnType<string | null, string | null | undefined, string | null>;
  equivalencyRecordedOn: ColumnType<string | null, string | null | undefined, string | null>;
  undertakingSigned: ColumnType<boolean, boolean | undefined, boolean>;
  updatedBy: number | null;
  updatedAt: Timestamp;
}

/** A journey reminder already sent (docs/product.md §5.9), keyed by kind and date. */
export interface JourneyRemindersTable {
  applicationId: number;
  reminder: string;
  sentAt: Generated<Date>;
}

/** A university's fee line in AED (fils), with where it was read (docs/product.md §5.9). */
export interface UniversityFeeLinesTable {
  id: Generated<number>;
  universityId: number;
  label: string;
  kind: 'visa' | 'insurance' | 'deposit' | 'other';
  amountFils: number;
  refundable: ColumnType<boolean, boolean | undefined, boolean>;
  appliesTo: ColumnType<
    'both' | 'in-country' | 'from-abroad',
    'both' | 'in-country' | 'from-abroad' | undefined,
    'both' | 'in-country' | 'from-abroad'
  >;
  source: string;
  position: ColumnType<number, number | undefined, number>;
}

/** A tus upload under way (migration 0018); its bytes are in the upload store. */
export interface ResumableUploadsTable {
  id: string;
  userId: number;
  kind: 'student' | 'university' | 'message';
  /** The fields the one-shot upload route would have taken (application, student, type…). */
  fields: ColumnType<Record<string, unknown>, string, never>;
  filename: string;
  size: number;
  /** What the finished upload became (the route's JSON answer); null while under way. */
  result: ColumnType<Record<string, unknown> | null, never, string>;
  createdAt: CreatedAt;
  expiresAt: Date | string;
}

/** An admin-kept conversion rate: units of `currency` for one AED, as set on a date (migration 0024). */
export interface CurrencyRatesTable {
  currency: string;
  /** numeric: read as text, so no rate loses digits on the way. */
  unitsPerAed: ColumnType<string, string | number, string | number>;
  setOn: ColumnType<string, string, string>;
  setBy: number | null;
  updatedAt: Timestamp;
}

/** A quote as it was made: its programs' cost lines and the rate it used (migration 0024). */
export interface QuotesTable {
  id: Generated<number>;
  studentId: number;
  createdBy: number | null;
  currency: string | null;
  unitsPerAed: ColumnType<string | null, string | number | null, string | number | null>;
  rateSetOn: ColumnType<string | null, string | null, string | null>;
  programs: JSONColumnType<unknown[], string, string>;
  preferredProgramIds: JSONColumnType<number[], string | undefined, string>;
  createdAt: CreatedAt;
}

/** A student's link: the SHA-256 of its token, its expiry and revocation (migration 0025). */
export interface ShareLinksTable {
  id: Generated<number>;
  studentId: number;
  quoteId: number | null;
  tokenHash: string;
  createdBy: number | null;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  lastUsedAt: Date | string | null;
  createdAt: CreatedAt;
}

export interface DB {
  currencyRates: CurrencyRatesTable;
  quotes: QuotesTable;
  shareLinks: ShareLinksTable;
  universityFeeLines: UniversityFeeLinesTable;
  journeyReminders: JourneyRemindersTable;
  applicationAttestations: ApplicationAttestationsTable;
  applicationJourneys: ApplicationJourneysTable;
  journeyStages: JourneyStagesTable;
  visaChecklists: VisaChecklistsTable;
  appSettings: AppSettingsTable;
  adminInvites: AdminInvitesTable;
  agencies: AgenciesTable;
  agencyInvites: AgencyInvitesTable;
  commissionSplits: CommissionSplitsTable;
  users: UsersTable;
  sessions: SessionsTable;
  universities: UniversitiesTable;
  programs: ProgramsTable;
  students: StudentsTable;
  applications: ApplicationsTable;
  applicationDocuments: ApplicationDocumentsTable;
  commissions: CommissionsTable;
  applicationStatusHistory: ApplicationStatusHistoryTable;
  documents: DocumentsTable;
  requirementLists: RequirementListsTable;
  requirementItems: RequirementItemsTable;
  documentRequests: DocumentRequestsTable;
  applicationMessages: ApplicationMessagesTable;
  auditLogs: AuditLogsTable;
  notifications: NotificationsTable;
  savedPrograms: SavedProgramsTable;
  contactMessages: ContactMessagesTable;
  statCounters: StatCountersTable;
  catalogueVersion: CatalogueVersionTable;
  outbox: OutboxTable;
  authTokens: AuthTokensTable;
  signingKeys: SigningKeysTable;
  resumableUploads: ResumableUploadsTable;
  marketingMaterials: MarketingMaterialsTable;
  marketingDownloads: MarketingDownloadsTable;
  onboardingSlots: OnboardingSlotsTable;
  onboardingBookings: OnboardingBookingsTable;
}

/** What describes a marketing material, as the admin fills it in and every list shows it. */
export type MaterialDescriptionColumn =
  'universityId' | 'programId' | 'materialType' | 'title' | 'language' | 'regionTags';

/** One version of a marketing material (migration 0027); `version` is null while its file is stored. */
export interface MarketingMaterialsTable {
  id: number;
  seriesId: number;
  version: number | null;
  universityId: number;
  programId: number | null;
  materialType: MarketingMaterialType;
  title: string;
  language: string;
  regionTags: string[];
  expiresOn: ColumnType<string | null, string | null | undefined, string | null>;
  linkUrl: string | null;
  storageKey: string | null;
  storageDriver: string | null;
  fileData: Buffer | null;
  originalFilename: string | null;
  mimeType: string | null;
  fileSize: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  supersededAt: Date | string | null;
}

export interface MarketingDownloadsTable {
  id: Generated<string>;
  materialId: number;
  userId: number | null;
  agencyId: number | null;
  downloadedAt: CreatedAt;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AgencyRow = Selectable<AgenciesTable>;
export type AgencyInviteRow = Selectable<AgencyInvitesTable>;
export type AdminInviteRow = Selectable<AdminInvitesTable>;
export type CommissionSplitRow = Selectable<CommissionSplitsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type UniversityRow = Selectable<UniversitiesTable>;
export type ProgramRow = Selectable<ProgramsTable>;
export type NewProgram = Insertable<ProgramsTable>;
export type StudentRow = Selectable<StudentsTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type CommissionRow = Selectable<CommissionsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type AuditLogRow = Selectable<AuditLogsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
export type ResumableUploadRow = Selectable<ResumableUploadsTable>;

/** A calendar invitation carried by an outbox message: its iTIP method and the `.ics` text. */
export interface OutboxCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** A published onboarding slot (migration 0028). */
export interface OnboardingSlotsTable {
  id: Generated<number>;
  expertName: string;
  expertEmail: string | null;
  region: string;
  startsAt: ColumnType<Date, Date | string, Date | string>;
  durationMinutes: number;
  capacity: number;
  meetingUrl: string;
  createdBy: number | null;
  createdAt: CreatedAt;
  /** Set when an admin withdraws the slot (migration 0031): it leaves every list and takes no bookings. */
  withdrawnAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawnBy: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An agent's place in a slot; a reschedule moves the row, so its id stays the invitation's UID. */
export interface OnboardingBookingsTable {
  id: Generated<number>;
  slotId: number;
  userId: number;
  status: ColumnType<
    OnboardingBookingStatus,
    OnboardingBookingStatus | undefined,
    OnboardingBookingStatus
  >;
  sequence: Generated<number>;
  bookedAt: CreatedAt;
  updatedAt: Timestamp;
  markedBy: number | null;
}
