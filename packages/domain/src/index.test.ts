import { describe, expect, it } from 'vitest';
import * as domain from './index';

/** The runtime names other packages import (the package's public face, docs/architecture.md §1); renaming one breaks them. */
const PUBLIC_NAMES = [
  'BRAND',
  'MARKETING',
  'BRAND_COLORS',
  'approvalPromise',
  'AppError',
  'httpStatusOf',
  'ZPageInput',
  'pageOffset',
  'REST_DEFAULT_LIMIT',
  'REST_MAX_LIMIT',
  'ZSearchText',
  'DEGREE_LEVELS',
  'STUDY_FIELDS',
  'DURATIONS',
  'TUITION_MAX',
  'SCHOLARSHIP_OPTIONS',
  'DEFAULT_UNIVERSITY_NAME',
  'DEFAULT_INTAKE',
  'PROGRAM_DESCRIPTION_FALLBACK',
  'REQUIREMENTS_FALLBACK',
  'parseTuitionAed',
  'formatTuition',
  'formatAed',
  'formatAedAmountFils',
  'countNoun',
  'normaliseIntakes',
  'intakeLabel',
  'formatIntakes',
  'ZUniversity',
  'ZProgram',
  'ZProgramFilters',
  'hasActiveFilters',
  'APPLICATION_STATUSES',
  'normaliseStatus',
  'ZApplicationStatus',
  'statusLabel',
  'statusTone',
  'isFinished',
  'isActive',
  'canAgentEdit',
  'canAgentAddDocuments',
  'agentAllowedMoves',
  'canAgentMove',
  'canAdminMove',
  'adminAllowedMoves',
  'duplicateApplicationMessage',
  'ZChangeStatusInput',
  'QUALIFICATIONS',
  'GENDERS',
  'GENDER_LABELS',
  'REQUIRED_DOCUMENTS_CHECKLIST',
  'ZApplicationFields',
  'ZCreateApplicationInput',
  'ZUpdateApplicationInput',
  'DOCUMENT_TYPES',
  'inferDocumentType',
  'ZDocumentType',
  'MAX_UPLOAD_BYTES',
  'ALLOWED_UPLOAD_MIME_TYPES',
  'UPLOAD_HINT',
  'sanitiseFileName',
  'ROLES',
  'ZEmail',
  'ZNewPassword',
  'ZLoginInput',
  'ZRegisterInput',
  'ZProfileInput',
  'ZChangePasswordInput',
  'ZNotificationPreferences',
  'DEFAULT_NOTIFICATION_PREFERENCES',
  'NOTIFICATION_PREFERENCE_LABELS',
  'displayName',
  'ZContactInput',
  'CONTACT_THANK_YOU',
  'MESSAGES',
  'registrationWelcome',
  'statusChangedMessage',
] as const;

describe('@uniguide/domain public face', () => {
  it.each(PUBLIC_NAMES)('exports %s', (name) => {
    expect(domain[name]).toBeDefined();
  });

  it('keeps the catalogue constants of docs/product.md §5.3', () => {
    expect(domain.TUITION_MAX).toBe(200000);
    expect(domain.DEFAULT_INTAKE).toBe('September');
    expect(domain.DEGREE_LEVELS).toEqual([
      "Bachelor's Degree",
      "Master's Degree",
      'PhD',
      'Diploma',
    ]);
    expect(domain.STUDY_FIELDS).toEqual([
      'Business & Management',
      'Engineering',
      'Computer Science & IT',
      'Medicine & Health',
      'Arts & Humanities',
    ]);
    expect(domain.DURATIONS).toEqual(['1 year', '2 years', '3 years', '4 years', '4+ years']);
  });

  it('keeps the marketing figures of docs/product.md §1, both commission claims included', () => {
    expect(domain.MARKETING).toMatchObject({
      universities: '31+',
      programs: '913+',
      communityStudents: '2,000+',
      approvalHours: 48,
      processCommission: '80%',
      statCommission: '100%',
    });
    expect(domain.BRAND.workingHours).toEqual([
      { days: 'Sunday - Thursday', hours: '9:00 AM - 5:00 PM' },
      { days: 'Friday - Saturday', hours: 'Closed' },
    ]);
  });
});
