import { beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { alertRules, alerts, attendances, attendanceStatuses, outbox, parentDigestSettings } from '../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { createAssessment, createClasswork, createScores, dueIn } from '../../../test/student-work-factories';
import { createMailStack, type ReceivedMail } from '../../mail/test-mail-stack';
import { unsubscribeAddress } from '../parents/parent-addresses';
import { runParentDigest, sendParentDigests } from './digest-send';
import { localIsoDate } from './digest-week';

const mail = createMailStack();
const t = useTestApp(mail.extension);
beforeEach(() => {
  mail.received.length = 0;
});

/** The message as a reader sees it: quoted-printable and base64 parts decoded as UTF-8. */
function readable(received: ReceivedMail): string {
  const base64 = [
    ...received.body.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ];
  return [
    Buffer.from(received.body, 'latin1').toString('utf8'),
    ...base64.map((m) => Buffer.from(m[1], 'base64').toString('utf8')),
  ].join('\n');
}

const today = localIsoDate(new Date());

/** A day ('YYYY-MM-DD') as the app writes it: "22 Nov 2026", "22 نوفمبر 2026". */
function appDay(isoDate: string, language: 'en' | 'ar') {
  const locale = language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB';
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
/** Today shifted by `days`, as the app writes it. */
function dayOf(days: number, language: 'en' | 'ar') {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return appDay(localIsoDate(date), language);
}

const quizDue = dueIn(72);

/** A class with one session today, a homework scored this week, and a quiz and a classwork due in the next days. */
async function weekOfTwoChildren() {
  const db = t.database.db;
  const sara = await createStudent(db, { name: 'Sara Adel', profile: { motherEmail: 'Mum.Sara@example.com', language: 'en' } });
  const omar = await createStudent(db, { name: 'Omar Nabil', profile: { fatherEmail: 'dad.omar@example.com', language: 'ar' } });
  const klass = await createClass(db, { name: 'Physics 1', students: [sara.id, omar.id] });
  const [session] = await db.insert(attendances).values({ classId: klass.id, name: 'Session 1', date: today }).returning();
  await db.insert(attendanceStatuses).values([
    { attendanceId: session.id, studentId: sara.id, status: 1 },
    { attendanceId: session.id, studentId: omar.id, status: 0 },
  ]);
  const essay = await createAssessment(db, { classId: klass.id, name: 'Essay', dueDate: dueIn(-24), maxScore: 20 });
  await createScores(db, essay, [[sara.id, 15]]);
  await createAssessment(db, { classId: klass.id, kind: 'quiz', name: 'Optics quiz', dueDate: quizDue });
  await createClasswork(db, klass.id, dueIn(48));
  return { sara, omar, klass };
}

const outboxCount = async () => (await t.database.db.select({ n: count() }).from(outbox))[0].n;

describe('the weekly e-mail to parents', () => {
  it("mails each parent the child's week in the child's language: attendance, scores, work due next week", async () => {
    await weekOfTwoChildren();
    expect(await sendParentDigests(t.database.db, mail.mailer, today)).toBe(2);

    const english = readable(await mail.waitForMail('Mum.Sara@example.com'));
    expect(english).toContain('The week of Sara Adel');
    expect(english).toContain('lang="en" dir="ltr"');
    expect(english).toContain('Physics 1');
    // One session, not "1 sessions"; dates as the app shows them, never ISO.
    expect(english).toContain('Present 1, absent 0, of 1 session<');
    expect(english).toContain(`Here is the week of Sara Adel, from ${dayOf(-6, 'en')} to ${dayOf(0, 'en')}.`);
    expect(english).toContain(`Quiz · Optics quiz: ${appDay(quizDue.slice(0, 10), 'en')}`);
    expect(english).not.toMatch(/\d{4}-\d{2}-\d{2}</);
    expect(english).toContain('Homework · Essay: 15 / 20');
    expect(english).toContain('Quiz · Optics quiz');
    expect(english).toContain('Classwork · Sheet 1');
    expect(english).toContain('http://app.example.com/api/home/unsubscribe?token=');
    // No alerts: the section is left out.
    expect(english).not.toContain('Open alerts');

    const arabic = readable(await mail.waitForMail('dad.omar@example.com'));
    expect(arabic).toContain('أسبوع Omar Nabil');
    expect(arabic).toContain('lang="ar" dir="rtl"');
    expect(arabic).toContain('<div dir="rtl" style="text-align: right">');
    expect(arabic).toContain('حضر 0، غاب 1، من حصة واحدة');
    expect(arabic).toContain(`من ${dayOf(-6, 'ar')} إلى ${dayOf(0, 'ar')}`);
    expect(arabic).toContain(`اختبار قصير · Optics quiz: ${appDay(quizDue.slice(0, 10), 'ar')}`);
    expect(arabic).toContain('لا درجات هذا الأسبوع');
    expect(arabic).toContain('اختبار قصير · Optics quiz');
    expect(arabic).not.toContain('The week of');
  });

  it("lists the child's unresolved alerts in the parent's language, and leaves resolved ones out", async () => {
    const { omar, klass } = await weekOfTwoChildren();
    const db = t.database.db;
    const [rule] = await db
      .insert(alertRules)
      .values({ name: 'Two in a row', kind: 'consecutive_absences', threshold: 2, notify: ['staff'] })
      .returning();
    await db.insert(alerts).values([
      { ruleId: rule.id, classId: klass.id, studentId: omar.id, details: { count: 2, dates: ['2026-11-20', '2026-11-23'] } },
      {
        ruleId: rule.id,
        classId: klass.id,
        studentId: omar.id,
        status: 'resolved',
        details: { count: 3, dates: ['2026-10-01', '2026-10-02', '2026-10-03'] },
      },
    ]);
    await sendParentDigests(db, mail.mailer, today);

    const arabic = readable(await mail.waitForMail('dad.omar@example.com'));
    expect(arabic).toContain('تنبيهات مفتوحة');
    expect(arabic).toContain('تغيّب Omar Nabil عن Physics 1 مرتين متتاليتين: 20 نوفمبر 2026، 23 نوفمبر 2026.');
    expect(arabic).not.toContain('2026-10-01');
    expect(readable(await mail.waitForMail('Mum.Sara@example.com'))).not.toContain('Open alerts');
  });

  it('never sends the same week twice to an address, whoever runs it again', async () => {
    await weekOfTwoChildren();
    expect(await sendParentDigests(t.database.db, mail.mailer, today)).toBe(2);
    expect(await sendParentDigests(t.database.db, mail.mailer, today)).toBe(0);
    expect(await outboxCount()).toBe(2);
    // Delivered before the next test empties the database (its outbox ids start again).
    await mail.waitForMail('dad.omar@example.com');
    await mail.waitForMail('Mum.Sara@example.com');
    expect(mail.received).toHaveLength(2);
  });

  it('sends nothing more to an unsubscribed address, and still to the others', async () => {
    await weekOfTwoChildren();
    await unsubscribeAddress(t.database.db, 'mum.sara@example.com');
    expect(await sendParentDigests(t.database.db, mail.mailer, today)).toBe(1);
    await mail.waitForMail('dad.omar@example.com');
    const rows = await t.database.db.select({ to: outbox.to }).from(outbox);
    expect(rows.map((row) => row.to)).toEqual(['dad.omar@example.com']);
  });

  it("sends the week that ends on the school's day: a Sunday 00:15 slot, run at 00:30 Sunday in Cairo (22:30 UTC Saturday)", async () => {
    const db = t.database.db;
    const sara = await createStudent(db, { name: 'Sara Adel', profile: { motherEmail: 'Mum.Sara@example.com', language: 'en' } });
    await createClass(db, { name: 'Physics 1', students: [sara.id] });
    await db.insert(parentDigestSettings).values({ id: 1, enabled: true, day: 'sunday', time: '00:15' });
    expect(await runParentDigest(db, mail.mailer, new Date('2026-11-28T22:30:00Z'))).toBe(1);
    const english = readable(await mail.waitForMail('Mum.Sara@example.com'));
    expect(english).toContain('Here is the week of Sara Adel, from 23 Nov 2026 to 29 Nov 2026.');
  });

  it('runs on its day and time only while switched on, each slot once', async () => {
    await weekOfTwoChildren();
    const now = new Date();
    expect(await runParentDigest(t.database.db, mail.mailer, now)).toBe(0);
    const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    const day = (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[now.getDay()];
    await t.database.db.insert(parentDigestSettings).values({ id: 1, enabled: true, day, time: hhmm });
    expect(await runParentDigest(t.database.db, mail.mailer, now)).toBe(2);
    expect(await runParentDigest(t.database.db, mail.mailer, now)).toBe(0);
    const [settings] = await t.database.db.select().from(parentDigestSettings).where(eq(parentDigestSettings.id, 1));
    expect(settings.lastRunAt).toEqual(now);
    await mail.waitForMail('dad.omar@example.com');
  });
});
