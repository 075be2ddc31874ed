import { ROLE } from '@backoffice/contract';
import type { Db } from '../db/client';
import { centers, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedDemoPeople } from './demo-people';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoWorkstation } from './demo-workstation';
import { seedDemoHistory } from './demo-history';
import { seedDemoComms } from './demo-comms';
import { seedDemoMedia } from './demo-media';
import { seedDemoStudents } from './demo-student';
import { seedDemoGrading } from './demo-grading';
import { seedDemoReports } from './demo-reports';
import { seedDemoParents } from './demo-parents';
import { seedDemoAlerts } from './demo-alerts';
import type { FileStore } from '../storage/file-store';

const CENTER_NAMES = [
  'Nasr City Center',
  'Heliopolis Center',
  'Maadi Center',
  'Dokki Center',
  'Zamalek Center',
  'Sheikh Zayed Center',
];
const TEACHERS = [
  ['Sara Adel', 'Miss Sara', 'female'],
  ['Omar Khaled', 'Mr Omar', 'male'],
  ['Mona Fathy', 'Miss Mona', 'female'],
] as const;
const STUDENTS = [
  ['Youssef Ali', 'male'],
  ['Laila Hassan', 'female'],
  ['Karim Mostafa', 'male'],
  ['Nour Ibrahim', 'female'],
  ['Hana Samir', 'female'],
  ['Adam Tarek', 'male'],
  ['Malak Ashraf', 'female'],
  ['Ziad Magdy', 'male'],
] as const;

const emailOf = (name: string, domain: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@${domain}`;

/**
 * A small school to look at on first start: an admin, teachers, students and centers. Returns the ids of
 * the report jobs left pending, for the server to queue once its job queue runs.
 */
export async function seedDemoData(db: Db, admin: { email: string; password: string }, files?: FileStore): Promise<number[]> {
  const staffHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    await tx.insert(users).values({ name: 'Demo Admin', email: admin.email, passwordHash: staffHash, mainRoleId: ROLE.admin });
    await tx.insert(users).values(
      TEACHERS.map(([name, nickname, gender], i) => ({
        name,
        nickname,
        gender,
        birthDate: `199${i + 1}-0${i + 4}-2${i}`,
        phone: `0122000000${i}`,
        email: emailOf(name, 'teachers.example.com'),
        passwordHash: staffHash,
        mainRoleId: ROLE.teacher,
      })),
    );
    await tx.insert(users).values(
      STUDENTS.map(([name, gender], i) => ({
        name,
        email: emailOf(name, 'students.example.com'),
        gender,
        birthDate: `2010-0${(i % 9) + 1}-1${i}`,
        phone: `0111000000${i}`,
        mainRoleId: ROLE.student,
      })),
    );
    await tx.insert(centers).values(CENTER_NAMES.map((name) => ({ name })));
    await seedDemoCatalog(tx);
    await seedDemoPeople(tx, staffHash);
    // The workstation's items, statuses and scores; its classwork PDFs go to the file store.
    if (files) await seedDemoWorkstation(tx, files);
    await seedDemoComms(tx);
    await seedDemoMedia(tx, files);
    if (files) await seedDemoStudents(tx, files);
    // Submitted answer sheets for the grading viewers.
    if (files) await seedDemoGrading(tx, files);
    // A few changes of the Chemistry class's marks, for the audit screen and the History panels: last, as the
    // student seed marks presence too and each change must end at the value its cell holds.
    if (files) await seedDemoHistory(tx);
    // The weekly parent e-mail's setting and the parents' addresses and languages.
    await seedDemoParents(tx);
    // Alert rules and the alerts the marks above raise, for the At risk card and the Workstation's markers.
    await seedDemoAlerts(tx);
    // Report settings and a failed and a pending performance report for the Students Report list.
    return seedDemoReports(tx);
  });
}
