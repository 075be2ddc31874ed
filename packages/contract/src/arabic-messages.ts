import { alertsMessagesAr } from './alerts.messages-ar';
import { assessmentsMessagesAr } from './assessments.messages-ar';
import { auditLogMessagesAr } from './audit-log.messages-ar';
import { authMessagesAr } from './auth.messages-ar';
import { backupMessagesAr } from './backup.messages-ar';
import { calendarMessagesAr } from './calendar.messages-ar';
import { centersMessagesAr } from './centers.messages-ar';
import { classEmailMessagesAr } from './class-email.messages-ar';
import { classEventsMessagesAr } from './class-events.messages-ar';
import { classesMessagesAr } from './classes.messages-ar';
import { commonMessagesAr } from './common.messages-ar';
import { countedMessagesAr } from './counted-messages';
import { coursesMessagesAr } from './courses.messages-ar';
import { datesMessagesAr } from './dates.messages-ar';
import { educationalPartsMessagesAr } from './educational-parts.messages-ar';
import { gradingMessagesAr } from './grading.messages-ar';
import { importExportMessagesAr } from './import-export.messages-ar';
import { jobsMessagesAr } from './jobs.messages-ar';
import { mailMessagesAr } from './mail.messages-ar';
import { meetingsMessagesAr } from './meetings.messages-ar';
import { notesMessagesAr } from './notes.messages-ar';
import { notificationsMessagesAr } from './notifications.messages-ar';
import { parentDigestMessagesAr } from './parent-digest.messages-ar';
import { pdfsMessagesAr } from './pdfs.messages-ar';
import { questionsMessagesAr } from './questions.messages-ar';
import { reportsMessagesAr } from './reports.messages-ar';
import { schoolsMessagesAr } from './schools.messages-ar';
import { selectOptionsMessagesAr } from './select-options.messages-ar';
import { serverMessagesAr } from './server.messages-ar';
import { settingsMessagesAr } from './settings.messages-ar';
import { studentAuthMessagesAr } from './student-auth.messages-ar';
import { studentWorkMessagesAr } from './student-work.messages-ar';
import { studentsMessagesAr } from './students.messages-ar';
import { teachersMessagesAr } from './teachers.messages-ar';
import { usersMessagesAr } from './users.messages-ar';
import { videoProgressMessagesAr } from './video-progress.messages-ar';
import { videosMessagesAr } from './videos.messages-ar';
import { workstationMessagesAr } from './workstation.messages-ar';

/**
 * The Arabic dictionary's pieces, one per domain, each beside the domain that answers with its
 * messages. A key belongs to one piece only (arabic-messages.test.ts).
 */
export const arabicMessagePieces: Readonly<Record<string, Record<string, string>>> = {
  alerts: alertsMessagesAr,
  assessments: assessmentsMessagesAr,
  'audit-log': auditLogMessagesAr,
  auth: authMessagesAr,
  backup: backupMessagesAr,
  calendar: calendarMessagesAr,
  centers: centersMessagesAr,
  'class-email': classEmailMessagesAr,
  'class-events': classEventsMessagesAr,
  classes: classesMessagesAr,
  common: commonMessagesAr,
  counted: countedMessagesAr,
  courses: coursesMessagesAr,
  dates: datesMessagesAr,
  'educational-parts': educationalPartsMessagesAr,
  grading: gradingMessagesAr,
  'import-export': importExportMessagesAr,
  jobs: jobsMessagesAr,
  mail: mailMessagesAr,
  meetings: meetingsMessagesAr,
  notes: notesMessagesAr,
  notifications: notificationsMessagesAr,
  'parent-digest': parentDigestMessagesAr,
  pdfs: pdfsMessagesAr,
  questions: questionsMessagesAr,
  reports: reportsMessagesAr,
  schools: schoolsMessagesAr,
  'select-options': selectOptionsMessagesAr,
  server: serverMessagesAr,
  settings: settingsMessagesAr,
  'student-auth': studentAuthMessagesAr,
  'student-work': studentWorkMessagesAr,
  students: studentsMessagesAr,
  teachers: teachersMessagesAr,
  users: usersMessagesAr,
  'video-progress': videoProgressMessagesAr,
  videos: videosMessagesAr,
  workstation: workstationMessagesAr,
};

/** Arabic texts of the server's and the contract's messages, keyed by their English text (shared by API and web). */
export const arabicMessages: Record<string, string> = Object.fromEntries(
  Object.values(arabicMessagePieces).flatMap((piece) => Object.entries(piece)),
);
