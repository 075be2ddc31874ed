import { createMailer } from '../mail/mailer';
import { classesToSweep, evaluateClassAlerts } from '../modules/alerts/alert-evaluation';
import type { Db } from '../db/client';
import { alertRules } from '../db/schema';

/**
 * Three alert rules for Settings → Alert rules, evaluated over the demo's classes so the dashboard's At risk
 * card and the Workstation's markers show open alerts on first start. They notify staff only: a first start
 * writes no e-mail to parents.
 */
export async function seedDemoAlerts(tx: Db) {
  await tx.insert(alertRules).values([
    { name: 'Two absences in a row', kind: 'consecutive_absences', threshold: 2, notify: ['staff'] },
    { name: 'Homework not handed in', kind: 'missing_work', threshold: 1, notify: ['staff'] },
    { name: 'Absent a third of the term', kind: 'absence_rate', threshold: 34, windowDays: 120, notify: ['staff'] },
    { name: 'Scores below half', kind: 'score_drop', threshold: 50, itemCount: 2, notify: ['staff'], isActive: false },
  ]);
  const mailer = createMailer({ db: tx, enqueue: null, appUrl: 'http://localhost' });
  for (const classId of await classesToSweep(tx)) await evaluateClassAlerts({ db: tx, mailer }, classId);
}
