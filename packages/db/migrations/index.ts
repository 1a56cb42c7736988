import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_query_indexes';
import * as m0003 from './0003_students_commissions';
import * as m0004 from './0004_counters_catalogue_version';
import * as m0008 from './0008_agencies';
import * as m0009 from './0009_application_conversation';
import * as m0010 from './0010_mail_queue';
import * as m0011 from './0011_accounts';
import * as m0012 from './0012_deferred_catalogue_version';
import * as m0013 from './0013_application_created_indexes';
import * as m0015 from './0015_unsent_attachments';
import * as m0016 from './0016_open_work';
import * as m0018 from './0018_resumable_uploads';
import * as m0019 from './0019_uae_journey';
import * as m0020 from './0020_passport_numbers';
import * as m0022 from './0022_nationality_country';
import * as m0024 from './0024_quotes_currency_rates';
import * as m0025 from './0025_share_links';
import * as m0026 from './0026_admin_inbox';
import * as m0027 from './0027_marketing_materials';
import * as m0028 from './0028_onboarding_sessions';
import * as m0029 from './0029_user_language';
import * as m0031 from './0031_onboarding_slot_withdrawal';
import * as m0032 from './0032_visa_checklist_arabic';

/** Every migration, by name, in order. A static list bundles cleanly (no directory scanning). */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_query_indexes': m0002,
  '0003_students_commissions': m0003,
  '0004_counters_catalogue_version': m0004,
  '0008_agencies': m0008,
  '0009_application_conversation': m0009,
  '0010_mail_queue': m0010,
  '0011_accounts': m0011,
  '0012_deferred_catalogue_version': m0012,
  '0013_application_created_indexes': m0013,
  '0015_unsent_attachments': m0015,
  '0016_open_work': m0016,
  '0018_resumable_uploads': m0018,
  '0019_uae_journey': m0019,
  '0020_passport_numbers': m0020,
  '0022_nationality_country': m0022,
  '0024_quotes_currency_rates': m0024,
  '0025_share_links': m0025,
  '0026_admin_inbox': m0026,
  '0027_marketing_materials': m0027,
  '0028_onboarding_sessions': m0028,
  '0029_user_language': m0029,
  '0031_onboarding_slot_withdrawal': m0031,
  '0032_visa_checklist_arabic': m0032,
};
