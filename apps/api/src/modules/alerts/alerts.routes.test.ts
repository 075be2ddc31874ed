import { describe, expect, it } from 'vitest';
import { alertRulesApi, alertsApi, assessmentsApi, auditLogApi, classworksApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { createAssessment, createClasswork, createScores, dueIn } from '../../../test/student-work-factories';
import { alertQueue, createSessions, ruleBody, saveRegister } from './alerts.test-helpers';

const queue = alertQueue();
const t = useTestApp(queue.extension);

async function createRule(headers: Record<string, string>, body = ruleBody()) {
  const response = await t.call(alertRulesApi.create, { url: '/api/admin/alert-rules', headers, payload: body });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** The class's open alerts as staff see them once the queue's worker has run the evaluations queued so far. */
const openAlerts = async (headers: Record<string, string>, classId: number) => {
  await queue.runQueued();
  return (await t.call(alertsApi.list, { url: `/api/admin/alerts?classId=${classId}&status=open`, headers })).body.data;
};

describe('alert rules', () => {
  it('answers 422 naming the field for a threshold out of range, an unknown kind or a missing window', async () => {
    const { headers } = await t.signIn('admin');
    const cases = [
      [{ threshold: 0 }, 'threshold'],
      [{ threshold: 101 }, 'threshold'],
      [{ threshold: 2.5 }, 'threshold'],
      [{ kind: 'late_arrivals' as never }, 'kind'],
      [{ kind: 'absence_rate', threshold: 30 }, 'window_days'],
    ] as const;
    for (const [overrides, field] of cases) {
      const response = await t.call(alertRulesApi.create, {
        url: '/api/admin/alert-rules',
        headers,
        payload: ruleBody(overrides),
      });
      expect(response.status, field).toBe(422);
      expect(Object.keys(response.error.data ?? {}), field).toEqual([field]);
    }
  });

  it('lets only admins list, change and delete rules', async () => {
    const admin = await t.signIn('admin');
    const teacher = await t.signIn('teacher');
    const rule = await createRule(admin.headers);
    expect((await t.call(alertRulesApi.list, { url: '/api/admin/alert-rules', headers: teacher.headers })).status).toBe(403);
    const updated = await t.call(alertRulesApi.update, {
      url: `/api/admin/alert-rules/${rule.id}`,
      headers: admin.headers,
      payload: ruleBody({ name: 'Two absences', threshold: 2, active: false }),
    });
    expect(updated.body.data).toMatchObject({ name: 'Two absences', threshold: 2, active: false });
    const removed = await t.call(alertRulesApi.remove, { url: `/api/admin/alert-rules/${rule.id}`, headers: admin.headers });
    expect(removed.status).toBe(200);
    const list = await t.call(alertRulesApi.list, { url: '/api/admin/alert-rules', headers: admin.headers });
    expect(list.body.data).toEqual([]);
  });
});

describe('consecutive_absences', () => {
  it('opens one alert when a SAVE makes N absences in a row, none twice, and resolves it once the student is back', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { name: 'Lina Haddad' });
    const klass = await createClass(t.database.db, { students: [student.id] });
    await createRule(headers);
    const [s1, s2, s3, s4] = await createSessions(t.database.db, klass.id, [
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);

    await saveRegister(t, headers, klass.id, [
      [student.id, s1, 1],
      [student.id, s2, 0],
      [student.id, s3, 0],
    ]);
    expect(await openAlerts(headers, klass.id)).toEqual([]);

    await saveRegister(t, headers, klass.id, [[student.id, s4, 0]]);
    const [alert] = await openAlerts(headers, klass.id);
    expect(alert).toMatchObject({ student_name: 'Lina Haddad', kind: 'consecutive_absences' });
    expect(alert.details).toEqual({ count: 3, dates: ['2026-11-23', '2026-11-16', '2026-11-09'] });

    // Saved again with the rule still holding: still the one alert.
    await saveRegister(t, headers, klass.id, [[student.id, s3, 0]]);
    expect(await openAlerts(headers, klass.id)).toHaveLength(1);

    await saveRegister(t, headers, klass.id, [[student.id, s4, 1]]);
    expect(await openAlerts(headers, klass.id)).toEqual([]);
    const resolved = await t.call(alertsApi.list, { url: `/api/admin/alerts?status=resolved&studentId=${student.id}`, headers });
    expect(resolved.body.data.map((a) => a.id)).toEqual([alert.id]);
  });
});

describe('a correction', () => {
  it('raises its alert without the hourly sweep: a revert of the register asks for the evaluation in its transaction', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { name: 'Lina Haddad' });
    const klass = await createClass(t.database.db, { students: [student.id] });
    await createRule(headers, ruleBody({ threshold: 2 }));
    const [s1, s2] = await createSessions(t.database.db, klass.id, ['2026-11-16', '2026-11-23']);

    // No SAVE trips the rule: the latest session is never missed with the one before it.
    await saveRegister(t, headers, klass.id, [
      [student.id, s1, 1],
      [student.id, s2, 0],
    ]);
    await saveRegister(t, headers, klass.id, [[student.id, s2, 1]]);
    await saveRegister(t, headers, klass.id, [[student.id, s1, 0]]);
    expect(await openAlerts(headers, klass.id)).toEqual([]);

    // The second SAVE marked Lina present by mistake: its revert puts the absence back, two in a row.
    const history = await t.call(auditLogApi.list, {
      url: `/api/admin/audit-log?itemId=${s2}&studentId=${student.id}`,
      headers,
    });
    const mistake = history.body.data.find((row) => row.old === 0 && row.new === 1)!;
    const reverted = await t.call(auditLogApi.revert, { url: `/api/admin/audit-log/${mistake.id}/revert`, headers });
    expect(reverted.status).toBe(200);

    const [alert] = await openAlerts(headers, klass.id);
    expect(alert).toMatchObject({ student_name: 'Lina Haddad', kind: 'consecutive_absences' });
    expect(alert.details).toEqual({ count: 2, dates: ['2026-11-23', '2026-11-16'] });
  });
});

describe('absence_rate', () => {
  it('opens an alert when the absent share over the window reaches the threshold, counting only the window', async () => {
    const { headers } = await t.signIn('admin');
    const [a, b] = [await createStudent(t.database.db), await createStudent(t.database.db)];
    const klass = await createClass(t.database.db, { students: [a.id, b.id] });
    const today = new Date().toISOString().slice(0, 10);
    const [old, recent1, recent2] = await createSessions(t.database.db, klass.id, ['2020-01-06', today, today]);
    await createRule(headers, ruleBody({ kind: 'absence_rate', threshold: 50, window_days: 30 }));
    await saveRegister(t, headers, klass.id, [
      [a.id, old, 1],
      [a.id, recent1, 0],
      [a.id, recent2, 1],
      [b.id, old, 0],
      [b.id, recent1, 1],
      [b.id, recent2, 1],
    ]);
    const alerts = await openAlerts(headers, klass.id);
    expect(alerts.map((alert) => alert.student_id)).toEqual([a.id]);
    expect(alerts[0].details).toMatchObject({ count: 1, percent: 50, window_days: 30 });
  });

  it('counts Late as present: one absence in three sessions with two late arrivals stays under 50%', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const klass = await createClass(t.database.db, { students: [student.id] });
    const today = new Date().toISOString().slice(0, 10);
    const sessions = await createSessions(t.database.db, klass.id, [today, today, today]);
    await createRule(headers, ruleBody({ kind: 'absence_rate', threshold: 50, window_days: 30 }));
    await saveRegister(t, headers, klass.id, [
      [student.id, sessions[0], 0],
      [student.id, sessions[1], 2],
      [student.id, sessions[2], 2],
    ]);
    expect(await openAlerts(headers, klass.id)).toEqual([]);
  });
});

describe('missing_work', () => {
  it('counts homework and classwork past due and not handed in, and resolves when the work is in', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const klass = await createClass(t.database.db, { students: [student.id] });
    await createAssessment(t.database.db, { classId: klass.id, name: 'Essay', dueDate: dueIn(-48) });
    const sheet = await createClasswork(t.database.db, klass.id, dueIn(-24));
    await createAssessment(t.database.db, { classId: klass.id, name: 'Not yet due', dueDate: dueIn(48) });
    await createRule(headers, ruleBody({ kind: 'missing_work', threshold: 2 }));

    const [alert] = await openAlerts(headers, klass.id);
    expect(alert.details.items?.map((item) => item.name)).toEqual(['Sheet 1', 'Essay']);

    const saved = await t.call(classworksApi.save, {
      url: `/api/admin/classes/${klass.id}/classworks/changeStudentClassworkStatus`,
      headers,
      payload: { classworks: [[student.id, sheet.id, 'attended_with_correct_classwork']] },
    });
    expect(saved.status).toBe(200);
    expect(await openAlerts(headers, klass.id)).toEqual([]);
  });

  it('counts a homework whose score staff entered as handed in (on paper), and the open alert says what is still missing', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const klass = await createClass(t.database.db, { students: [student.id] });
    const names = ['Homework 1', 'Homework 2', 'Homework 3'];
    const items = [];
    for (const [i, name] of names.entries()) {
      items.push(await createAssessment(t.database.db, { classId: klass.id, name, dueDate: dueIn(-72 + i * 24) }));
    }
    await createRule(headers, ruleBody({ kind: 'missing_work', threshold: 1 }));
    const [alert] = await openAlerts(headers, klass.id);
    expect(alert.details.items?.map((item) => item.name)).toEqual(['Homework 3', 'Homework 2', 'Homework 1']);

    const saved = await t.call(assessmentsApi.homework.save, {
      url: `/api/admin/classes/${klass.id}/homework/changeStudentHomeworkStatus`,
      headers,
      payload: {
        homework: [
          [student.id, items[0].id, 7],
          [student.id, items[1].id, 8.5],
        ],
      },
    });
    expect(saved.status).toBe(200);
    const [still] = await openAlerts(headers, klass.id);
    expect(still.id).toBe(alert.id);
    expect(still.details).toMatchObject({ count: 1, items: [{ name: 'Homework 3' }] });
  });
});

describe('score_drop', () => {
  it('opens an alert when the latest N items average below the threshold, or fall by it', async () => {
    const { headers } = await t.signIn('admin');
    const [low, falling, steady] = [
      await createStudent(t.database.db),
      await createStudent(t.database.db),
      await createStudent(t.database.db),
    ];
    const klass = await createClass(t.database.db, { students: [low.id, falling.id, steady.id] });
    // Out of 20, oldest first: low averages 20 %, falling goes from 95 % to 65 % (30 points), steady stays at 80 %.
    const marks = { [low.id]: [4, 4, 4, 4], [falling.id]: [19, 19, 13, 13], [steady.id]: [16, 16, 16, 16] };
    for (let i = 0; i < 4; i += 1) {
      const item = await createAssessment(t.database.db, { classId: klass.id, kind: 'quiz', name: `Quiz ${i + 1}` });
      await createScores(
        t.database.db,
        item,
        Object.entries(marks).map(([id, scores]) => [Number(id), scores[i]]),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await createRule(headers, ruleBody({ kind: 'score_drop', threshold: 30, item_count: 2 }));
    const alerts = await openAlerts(headers, klass.id);
    const byStudent = new Map(alerts.map((alert) => [alert.student_id, alert.details]));
    expect([...byStudent.keys()].sort((a, b) => a - b)).toEqual([low.id, falling.id].sort((a, b) => a - b));
    expect(byStudent.get(low.id)).toEqual({ count: 2, percent: 20 });
    expect(byStudent.get(falling.id)).toEqual({ count: 2, percent: 65, drop: 30 });
  });
});

describe('GET admin/alerts and acknowledge', () => {
  it("shows a teaching assistant only their classes' alerts, and acknowledges one with a note", async () => {
    const admin = await t.signIn('admin');
    const teacher = await t.signIn('teacher');
    const [mine, other] = [await createStudent(t.database.db), await createStudent(t.database.db)];
    const myClass = await createClass(t.database.db, { students: [mine.id], teachers: [teacher.userId] });
    const otherClass = await createClass(t.database.db, { students: [other.id] });
    for (const klass of [myClass, otherClass]) {
      await createAssessment(t.database.db, { classId: klass.id, name: 'Essay', dueDate: dueIn(-48) });
    }
    await createRule(admin.headers, ruleBody({ kind: 'missing_work', threshold: 1 }));
    await queue.runQueued();

    const seen = await t.call(alertsApi.list, { url: '/api/admin/alerts?status=open', headers: teacher.headers });
    expect(seen.body.data.map((alert) => alert.class_id)).toEqual([myClass.id]);
    const cards = await t.call(alertsApi.classes, { url: '/api/admin/alerts/classes', headers: teacher.headers });
    expect(cards.body.data).toEqual([{ class_id: myClass.id, class_name: myClass.name, open: 1, students: 1 }]);
    expect(
      (await t.call(alertsApi.list, { url: `/api/admin/alerts?classId=${otherClass.id}`, headers: teacher.headers })).status,
    ).toBe(403);

    const [otherAlert] = await openAlerts(admin.headers, otherClass.id);
    const refused = await t.call(alertsApi.acknowledge, {
      url: `/api/admin/alerts/${otherAlert.id}/acknowledge`,
      headers: teacher.headers,
      payload: { note: 'x' },
    });
    expect(refused.status).toBe(403);
    const acknowledged = await t.call(alertsApi.acknowledge, {
      url: `/api/admin/alerts/${seen.body.data[0].id}/acknowledge`,
      headers: teacher.headers,
      payload: { note: 'Called the family' },
    });
    expect(acknowledged.body.data).toMatchObject({ status: 'acknowledged', note: 'Called the family' });
    expect(await openAlerts(teacher.headers, myClass.id)).toEqual([]);
  });

  it('does not open a second alert while an acknowledged one still holds', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const klass = await createClass(t.database.db, { students: [student.id] });
    await createAssessment(t.database.db, { classId: klass.id, dueDate: dueIn(-48) });
    const rule = await createRule(headers, ruleBody({ kind: 'missing_work', threshold: 1 }));
    const [alert] = await openAlerts(headers, klass.id);
    await t.call(alertsApi.acknowledge, { url: `/api/admin/alerts/${alert.id}/acknowledge`, headers, payload: {} });
    await t.call(alertRulesApi.update, {
      url: `/api/admin/alert-rules/${rule.id}`,
      headers,
      payload: ruleBody({ kind: 'missing_work', threshold: 1 }),
    });
    await queue.runQueued();
    const all = await t.call(alertsApi.list, { url: `/api/admin/alerts?studentId=${student.id}`, headers });
    expect(all.body.data.map((a) => a.status)).toEqual(['acknowledged']);
  });
});
