import { describe, expect, it } from 'vitest';
import {
  applicationNewsTexts,
  commissionUpdateTexts,
  documentRejectedTexts,
  documentsRequestedTexts,
  requestsResolvedTexts,
  studentNewsTexts,
  documentExpiryTexts,
  journeyReminderTexts,
  marketingMaterialTexts,
  statusChangeTexts,
} from './notification-texts';

const isolated = (value: string) => `\u2068${value}\u2069`;

describe('notifications in Arabic', () => {
  it('names the new status with the glossary’s word, the student and program isolated', () => {
    const texts = statusChangeTexts('ar', {
      student: 'Omar Khalil',
      programName: 'BSc Computer Science',
      status: 'accepted-conditional-offer',
    });
    expect(texts.title).toBe('تغيّرت حالة طلب الالتحاق');
    expect(texts.body).toBe(
      `تغيّرت حالة طلب التحاق ${isolated('Omar Khalil')} (${isolated('BSc Computer Science')}) إلى: قبول مشروط.`,
    );
    expect(
      statusChangeTexts('ar', { student: 'A', programName: null, status: 'rejected' }).body,
    ).toContain('(البرنامج) إلى: مرفوض');
  });

  it('writes a commission’s amount as Intl does in Arabic, or says it is not known yet', () => {
    const paid = commissionUpdateTexts('ar', {
      studentName: 'Omar Khalil',
      programName: 'MBA',
      status: 'paid',
      amountFils: 1_234_500,
    });
    expect(paid.title).toBe('تحدّثت العمولة');
    expect(paid.body).toMatch(/مدفوعة، .*12,345/);
    expect(
      commissionUpdateTexts('ar', {
        studentName: 'A',
        programName: 'B',
        status: 'pending',
        amountFils: null,
      }).body,
    ).toContain('قيد الانتظار، لم يُحدَّد بعد');
  });

  it('tells an expiry as past or coming, with the day in Arabic', () => {
    const document = {
      type: 'passport' as const,
      typeLabel: 'Passport',
      student: 'Omar Khalil',
      expiresOn: '2026-12-10',
    };
    const coming = documentExpiryTexts('ar', document, '2026-11-29');
    expect(coming.title).toMatch(/^تنتهي صلاحية جواز السفر للطالب .*Omar Khalil.* في 10 .* 2026$/);
    expect(documentExpiryTexts('ar', document, '2026-12-11').title).toMatch(/^انتهت صلاحية/);
    expect(coming.body).toBe('ارفع المستند المجدَّد إلى ملف الطالب وأرفقه بطلبات الالتحاق المفتوحة.');
  });

  it('names a new marketing material by its type and university, its title as given', () => {
    const texts = marketingMaterialTexts('ar', {
      type: 'fee-sheet',
      universityName: 'Khalifa University',
      title: 'Fees 2027',
      version: 2,
    });
    expect(texts.title).toBe(
      `مادة تسويقية جديدة من ${isolated('Khalifa University')}: جدول الرسوم`,
    );
    expect(texts.body).toBe(`${isolated('Fees 2027')} (الإصدار 2)`);
    expect(
      marketingMaterialTexts('ar', { type: 'logo', universityName: 'K', title: 'Logo', version: 1 })
        .body,
    ).toBe('Logo');
  });

  it('writes the journey reminders in Arabic, a bracketed Latin name kept whole in its isolate', () => {
    const student = 'Jane (Janie) Doe';
    const permit = journeyReminderTexts('ar', { kind: 'permit', student, day: '2026-12-10' });
    expect(permit.title).toMatch(
      new RegExp(
        `^تنتهي صلاحية تصريح دخول الطالب ${isolated(student).replace(/[()]/g, '\\$&')} في 10 .* 2026$`,
      ),
    );
    expect(permit.body).toBe('لم يصل الطالب بعد: يجب استخدام التصريح قبل انتهاء صلاحيته.');
    expect(
      journeyReminderTexts('ar', { kind: 'equivalency', student: 'Jane Doe', day: '2027-01-31' })
        .title,
    ).toMatch(/^موعد معادلة شهادة الطالب \u2068Jane Doe\u2069: 31 .* 2027$/);
    const waiting = journeyReminderTexts('ar', {
      kind: 'waiting',
      student: 'Jane Doe',
      stage: 'medical-done',
      days: 7,
    });
    expect(waiting).toEqual({
      title: `رحلة الطالب ${isolated('Jane Doe')} بانتظارك: أُجري الفحص الطبي`,
      body: 'لم يُسجَّل شيء منذ أكثر من 7 أيام.',
    });
  });

  it('tells a rejected document by its type in Arabic, its file name and reason isolated', () => {
    const texts = documentRejectedTexts('ar', {
      type: 'passport',
      fileName: 'passport-scan.pdf',
      reason: 'Blurred photo page',
    });
    expect(texts.title).toBe('رُفض مستند');
    expect(texts.body).toBe(
      `رُفض جواز السفر «${isolated('passport-scan.pdf')}»: ${isolated('Blurred photo page')}`,
    );
  });

  it('lists requested documents as an Arabic list, an admin’s own words kept as written', () => {
    const texts = documentsRequestedTexts('ar', {
      student: 'Mohammed Abdulrahman Al-Hashimi Bin Rashid',
      items: [{ type: 'transcript' }, { description: 'Bank statement' }, { description: null }],
    });
    expect(texts.title).toBe('مستندات مطلوبة');
    expect(texts.body).toBe(
      `لطلب التحاق ${isolated('Mohammed Abdulrahman Al-Hashimi Bin Rashid')}: كشف الدرجات و${isolated('Bank statement')} ومستند.`,
    );
  });

  it('writes the admin’s, the message and the student-link notifications in Arabic', () => {
    expect(requestsResolvedTexts('ar', 'Omar Khalil')).toEqual({
      title: 'وصلت المستندات المطلوبة',
      body: `رُفعت جميع المستندات المطلوبة لطلب التحاق ${isolated('Omar Khalil')}.`,
    });
    const message = applicationNewsTexts('ar', {
      kind: 'message',
      student: 'Omar Khalil',
      text: 'Please send the IELTS (Academic) result',
    });
    expect(message.title).toBe('رسالة جديدة');
    expect(message.body).toBe(
      `طلب التحاق ${isolated('Omar Khalil')}: ${isolated('Please send the IELTS (Academic) result')}`,
    );
    expect(
      applicationNewsTexts('ar', { kind: 'university_document', student: 'A', text: 'x' }).title,
    ).toBe('مستند جديد من الجامعة');
    const upload = studentNewsTexts('ar', {
      kind: 'upload',
      student: 'Omar Khalil',
      fileName: 'my transcript.pdf',
      request: { documentType: 'transcript', description: null, rejected: true },
    });
    expect(upload).toEqual({
      title: 'رفع الطالب مستندًا',
      body: `رفع ${isolated('Omar Khalil')} الملف «${isolated('my transcript.pdf')}» لـكشف الدرجات (مرفوض).`,
    });
    const preferred = studentNewsTexts('ar', {
      kind: 'preferred',
      student: 'Omar Khalil',
      programs: ['MBA', 'BSc Nursing'],
    });
    expect(preferred.title).toBe('اختار الطالب برامج');
    expect(preferred.body).toBe(
      `يفضّل ${isolated('Omar Khalil')}: ${isolated('MBA')}؛ ${isolated('BSc Nursing')}.`,
    );
  });
});
