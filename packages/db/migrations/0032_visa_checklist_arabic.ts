import { sql, type Kysely } from 'kysely';

/**
 * Visa checklist items get an Arabic name and note beside the English (`nameAr`, `noteAr` in each
 * item of `visa_checklists.items`; empty: none, Arabic pages show the English). The items migration
 * 0019 seeded get the Arabic written for them (docs/i18n-glossary.md's terms), field by field and
 * only where an admin has not changed the English since: an edited item keeps no stale Arabic.
 */

/** The seeded English (migration 0019) and its Arabic. */
const ARABIC: Record<string, string> = {
  'School certificate (bachelor) or degree certificate (postgraduate), with transcripts':
    'شهادة الثانوية العامة (للبكالوريوس) أو شهادة الدرجة الجامعية (للدراسات العليا)، مع كشوف الدرجات',
  "Attested in the country of issue (education authority, then its foreign ministry, then the UAE embassy there), then by the UAE Ministry of Foreign Affairs; the UAE Ministry of Education's equivalency follows, by the end of the first semester.":
    'تُصدَّق في بلد الإصدار (جهة التعليم، ثم وزارة خارجيته، ثم سفارة الإمارات فيه)، ثم من وزارة الخارجية الإماراتية؛ وتليها معادلة الشهادة من وزارة التربية والتعليم الإماراتية قبل نهاية الفصل الدراسي الأول.',
  'Passport valid for at least six months': 'جواز سفر صالح لستة أشهر على الأقل',
  'Colour copy of the photo page. Some universities ask for twelve months: check the offer letter.':
    'نسخة ملوّنة من صفحة الصورة. تطلب بعض الجامعات صلاحية اثني عشر شهرًا: راجع خطاب عرض القبول.',
  'Passport photos on a white background': 'صور شخصية بخلفية بيضاء',
  'As many as the university asks for.': 'بالعدد الذي تطلبه الجامعة.',
  'Unconditional offer letter': 'خطاب عرض قبول غير مشروط',
  'Issued by the university once every condition is met.': 'تُصدره الجامعة بعد استيفاء جميع الشروط.',
  'Proof of tuition deposit and visa fee paid': 'إثبات دفع عربون الرسوم الدراسية ورسوم التأشيرة',
  'The receipt from the university.': 'الإيصال الصادر عن الجامعة.',
  'Medical insurance valid in the UAE': 'تأمين صحي ساري المفعول في الإمارات',
  "The university's own plan or a policy it accepts, for the whole year.":
    'خطة التأمين الخاصة بالجامعة أو تأمين آخر تقبله، للسنة كاملة.',
  "Parent's no-objection letter": 'خطاب عدم ممانعة من ولي الأمر',
  'For students under 18: signed by a parent and attested by the UAE embassy.':
    'للطلاب دون 18 عامًا: يوقّعه أحد الوالدين وتصدّقه سفارة الإمارات.',
  'Previous UAE visa and Emirates ID copies':
    'نسخ من التأشيرة الإماراتية السابقة والهوية الإماراتية',
  'Only for students who lived in the UAE before.': 'للطلاب الذين أقاموا في الإمارات سابقًا فقط.',
  'Passport or national ID card': 'جواز السفر أو بطاقة الهوية الوطنية',
  'Colour copy.': 'نسخة ملوّنة.',
  'Tenancy contract of the family in the UAE': 'عقد إيجار سكن العائلة في الإمارات',
  'Colour copy, with a document showing the relation to the tenancy holder and a copy of their passport (asked of Syrian nationals by some universities).':
    'نسخة ملوّنة، مع مستند يثبت صلة القرابة بصاحب عقد الإيجار ونسخة من جواز سفره (تطلبه بعض الجامعات من حاملي الجنسية السورية).',
};

type StoredItem = Record<string, unknown> & { name?: unknown; note?: unknown };

interface Row {
  country: string;
  items: unknown;
}

async function rewrite(
  db: Kysely<unknown>,
  change: (item: StoredItem) => StoredItem,
): Promise<void> {
  const { rows } = await sql<Row>`SELECT country, items FROM visa_checklists`.execute(db);
  for (const row of rows) {
    const items = (typeof row.items === 'string' ? JSON.parse(row.items) : row.items) as unknown;
    if (!Array.isArray(items)) continue;
    const next = (items as StoredItem[]).map(change);
    // updated_at stays: the list's content as an admin saved it is unchanged in English.
    await sql`UPDATE visa_checklists SET items = ${JSON.stringify(next)}::jsonb
      WHERE country = ${row.country}`.execute(db);
  }
}

const arabicOf = (value: unknown): string =>
  typeof value === 'string' ? (ARABIC[value] ?? '') : '';

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (item) => ({
    ...item,
    nameAr: typeof item.nameAr === 'string' && item.nameAr ? item.nameAr : arabicOf(item.name),
    noteAr: typeof item.noteAr === 'string' && item.noteAr ? item.noteAr : arabicOf(item.note),
  }));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, ({ nameAr: _nameAr, noteAr: _noteAr, ...item }) => item);
}
