import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/runtime-macro';
import {
  formatAedAmountFils,
  type ApplicationStatus,
  type CommissionStatus,
  type DocumentType,
  type JourneyStage,
  type Language,
  type MarketingMaterialType,
} from '@uniguide/domain';
import { formatUtcLongDay } from '@uniguide/domain/format-date';
import { documentI18n } from '../../i18n/documents';

/**
 * The texts of the notifications that are also e-mailed — an application's status change, a
 * commission's, a document's expiry, new marketing materials and the journey reminders — in a
 * recipient's saved language
 * other than English, written when they are stored
 * (docs/decisions/072-email-language.md): the in-app list and the e-mail show them as written.
 * English stays beside its callers, as docs/product.md quotes it; names and programs are data.
 */
type OtherLanguage = Exclude<Language, 'en'>;

const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`Submitted`,
  'under-review': msg`Under review`,
  incomplete: msg`Incomplete`,
  'submitted-to-university': msg`Submitted to university`,
  'accepted-conditional-offer': msg`Accepted conditional offer`,
  'accepted-payment-pending': msg`Accepted payment pending`,
  'payment-clearing': msg`Payment clearing`,
  approved: msg`Approved`,
  completed: msg`Completed`,
  rejected: msg`Rejected`,
};

const COMMISSION_LABELS: Record<CommissionStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  invoiced: msg`Invoiced`,
  paid: msg`Paid`,
  reversed: msg`Reversed`,
};

type NotificationTexts = { title: string; body: string };

/**
 * A notification's texts in its reader's saved language (docs/decisions/079-email-language.md): the
 * English as docs/product.md quotes it, else the catalog's, written when the notification is stored.
 */
export function writtenFor(
  language: Language | null,
  english: NotificationTexts,
  translated: (language: OtherLanguage) => NotificationTexts,
): NotificationTexts {
  return language && language !== 'en' ? translated(language) : english;
}

/** A value inside the sentence is a bidi isolate, so a Latin name keeps its place. */
function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

export function statusChangeTexts(
  language: OtherLanguage,
  change: { student: string; programName: string | null; status: ApplicationStatus },
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const student = isolate(change.student);
  const program = change.programName ? isolate(change.programName) : i18n._(msg`the program`);
  const status = i18n._(STATUS_LABELS[change.status]);
  return {
    title: i18n._(msg`Application status changed`),
    body: i18n._(msg`${{ student }}'s application for ${{ program }} is now ${{ status }}.`),
  };
}

export function commissionUpdateTexts(
  language: OtherLanguage,
  change: {
    studentName: string;
    programName: string;
    status: CommissionStatus;
    amountFils: number | null;
  },
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const student = isolate(change.studentName);
  const program = isolate(change.programName);
  const status = i18n._(COMMISSION_LABELS[change.status]);
  const amount =
    change.amountFils === null
      ? i18n._(msg`To be confirmed`)
      : isolate(formatAedAmountFils(change.amountFils, language));
  return {
    title: i18n._(msg`Commission updated`),
    body: i18n._(
      msg`Your commission for ${{ student }} (${{ program }}) is ${{ status }}: ${{ amount }}.`,
    ),
  };
}

const EXPIRING_DOCUMENTS: Partial<Record<DocumentType, MessageDescriptor>> = {
  passport: msg`Passport`,
  'english-proficiency': msg`English proficiency certificate`,
};

export function documentExpiryTexts(
  language: OtherLanguage,
  document: { type: DocumentType; typeLabel: string; student: string; expiresOn: string },
  today: string,
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const named = EXPIRING_DOCUMENTS[document.type];
  const what = named ? i18n._(named) : isolate(document.typeLabel);
  const student = isolate(document.student);
  const day = formatUtcLongDay(new Date(`${document.expiresOn}T00:00:00Z`), language);
  return {
    title:
      document.expiresOn < today
        ? i18n._(msg`${{ what }} of ${{ student }} expired on ${{ day }}`)
        : i18n._(msg`${{ what }} of ${{ student }} expires on ${{ day }}`),
    body: i18n._(
      msg`Upload the renewed document to the student's file and attach it to their open applications.`,
    ),
  };
}

const MATERIAL_TYPES: Record<MarketingMaterialType, MessageDescriptor> = {
  brochure: msg`Brochure`,
  'fact-sheet': msg`Fact sheet`,
  'fee-sheet': msg`Fee sheet`,
  logo: msg`Logo`,
  'social-image': msg`Social image`,
  'video-link': msg`Video link`,
};

export function marketingMaterialTexts(
  language: OtherLanguage,
  material: { type: MarketingMaterialType; universityName: string; title: string; version: number },
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const type = i18n._(MATERIAL_TYPES[material.type]);
  const university = isolate(material.universityName);
  const title = isolate(material.title);
  return {
    title: i18n._(msg`New marketing material from ${{ university }}: ${{ type }}`),
    body:
      material.version > 1
        ? i18n._(msg`${{ title }} (version ${{ version: material.version }})`)
        : material.title,
  };
}

const JOURNEY_STAGES_NAMED: Record<JourneyStage, MessageDescriptor> = {
  'offer-accepted': msg`Offer accepted and deposit paid`,
  'visa-file-complete': msg`Visa file complete`,
  'entry-permit-applied': msg`Entry permit applied`,
  'entry-permit-issued': msg`Entry permit issued`,
  arrived: msg`Arrived in the UAE`,
  'medical-done': msg`Medical test done`,
  'biometrics-done': msg`Emirates ID biometrics done`,
  'emirates-id-issued': msg`Emirates ID issued`,
  registered: msg`Registered at the university`,
};

/** What a journey reminder tells (services/journey/reminders.ts), days as "YYYY-MM-DD". */
export type JourneyReminderFact =
  | { kind: 'permit'; student: string; day: string }
  | { kind: 'equivalency'; student: string; day: string }
  | { kind: 'waiting'; student: string; stage: JourneyStage; days: number };

export function journeyReminderTexts(
  language: OtherLanguage,
  fact: JourneyReminderFact,
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const student = isolate(fact.student);
  if (fact.kind === 'waiting') {
    const stage = i18n._(JOURNEY_STAGES_NAMED[fact.stage]);
    return {
      title: i18n._(msg`${{ student }}'s journey waits on you: ${{ stage }}`),
      body: i18n._(
        msg`${plural(
          { days: fact.days },
          {
            one: 'Nothing has been recorded for more than # day.',
            other: 'Nothing has been recorded for more than # days.',
          },
        )}`,
      ),
    };
  }
  const day = formatUtcLongDay(new Date(`${fact.day}T00:00:00Z`), language);
  return fact.kind === 'permit'
    ? {
        title: i18n._(msg`The entry permit of ${{ student }} expires on ${{ day }}`),
        body: i18n._(
          msg`The student has not arrived yet: the permit must be used before it expires.`,
        ),
      }
    : {
        title: i18n._(msg`Equivalency for ${{ student }} is due on ${{ day }}`),
        body: i18n._(
          msg`Admission stays provisional until the Ministry of Education equivalency is recorded.`,
        ),
      };
}

/** The kinds of document, as the pages name them (packages/ui's DOCUMENT_TYPE_MESSAGES). */
const DOCUMENT_TYPES: Record<DocumentType, MessageDescriptor> = {
  passport: msg({ message: 'Passport', context: 'document type' }),
  transcript: msg({ message: 'Transcript', context: 'document type' }),
  'english-proficiency': msg({ message: 'English proficiency', context: 'document type' }),
  'recommendation-letter': msg({ message: 'Recommendation letter', context: 'document type' }),
  'statement-of-purpose': msg({ message: 'Statement of purpose', context: 'document type' }),
  other: msg({ message: 'Other', context: 'document type' }),
};

export function documentRejectedTexts(
  language: OtherLanguage,
  document: { type: DocumentType; fileName: string; reason: string },
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const type = i18n._(DOCUMENT_TYPES[document.type]);
  const file = isolate(document.fileName);
  const reason = isolate(document.reason);
  return {
    title: i18n._(msg`Document rejected`),
    body: i18n._(msg`${{ type }} "${{ file }}" was rejected: ${{ reason }}`),
  };
}

/** A requested item: its document type's name, or the admin's own words for it. */
export type RequestedItem = { type: DocumentType } | { description: string | null };

export function documentsRequestedTexts(
  language: OtherLanguage,
  request: { student: string; items: RequestedItem[] },
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const student = isolate(request.student);
  const items = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    request.items.map((item) =>
      'type' in item
        ? i18n._(DOCUMENT_TYPES[item.type])
        : item.description
          ? isolate(item.description)
          : i18n._(msg`Document`),
    ),
  );
  return {
    title: i18n._(msg`Documents requested`),
    body: i18n._(msg`For ${{ student }}'s application: ${{ items }}.`),
  };
}

export function requestsResolvedTexts(
  language: OtherLanguage,
  student: string,
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const name = isolate(student);
  return {
    title: i18n._(msg`Requested documents received`),
    body: i18n._(
      msg`Every document requested for ${{ student: name }}'s application has been uploaded.`,
    ),
  };
}

export function applicationNewsTexts(
  language: OtherLanguage,
  news: { kind: 'message' | 'university_document'; student: string; text: string },
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const student = isolate(news.student);
  const text = isolate(news.text);
  return {
    title:
      news.kind === 'message'
        ? i18n._(msg`New message`)
        : i18n._(msg`New document from the university`),
    body: i18n._(msg`${{ student }}'s application: ${{ text }}`),
  };
}

/** What a student did through their link (services/quotes/shared-page.ts). */
export type StudentNews =
  | { kind: 'preferred'; student: string; programs: string[] }
  | {
      kind: 'upload';
      student: string;
      fileName: string;
      request: { documentType: DocumentType | null; description: string | null; rejected: boolean };
    };

export function studentNewsTexts(
  language: OtherLanguage,
  news: StudentNews,
): { title: string; body: string } {
  const i18n = documentI18n(language);
  const student = isolate(news.student);
  if (news.kind === 'preferred') {
    const programs = news.programs.map(isolate).join('؛ ');
    return {
      title: i18n._(msg`The student chose programs`),
      body:
        news.programs.length === 0
          ? i18n._(msg`${{ student }} cleared their preferred programs.`)
          : i18n._(msg`${{ student }} prefers: ${{ programs }}.`),
    };
  }
  const { documentType, description, rejected } = news.request;
  const type = documentType ? i18n._(DOCUMENT_TYPES[documentType]) : null;
  const words = description ? isolate(description) : null;
  const what =
    type && rejected
      ? i18n._(msg`${{ type }} (rejected)`)
      : type && words
        ? `${type}: ${words}`
        : (type ?? words ?? i18n._(msg`A document`));
  const file = isolate(news.fileName);
  return {
    title: i18n._(msg`The student uploaded a document`),
    body: i18n._(msg`${{ student }} uploaded "${{ file }}" for ${{ what }}.`),
  };
}
