import { describe, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { createCenter, createClass, createCourse, createStudent } from '../test/factories';
import { expectSpecCalls, type SpecCall, type World } from '../test/spec-calls';
import { makeTestPdf } from './modules/media/media.test-helpers';
import { HEADER, sheetOf, studentRow } from './modules/import-export/import-export.test-helpers';
import { createPart } from './modules/questions/question-bank.test-helpers';
import { startFakeZoom } from '../test/fake-zoom';
import { linkProvider } from './modules/meetings/meeting-provider';
import { createZoomProvider } from './modules/meetings/zoom-provider';

/**
 * Every API call of spec 02 ("The calls it makes"), in the form the specification documents, with its status
 * and the shape of its answer: a cleanup that drops a call or a documented field fails here.
 */
let zoom: Awaited<ReturnType<typeof startFakeZoom>>;
// Webinars go through the Zoom integration: a local server speaking Zoom's API.
const t = useTestApp(async () => {
  zoom = await startFakeZoom();
  return {
    options: { meetingProviders: { link: linkProvider, zoom: createZoomProvider(zoom.settings) } },
    close: () => zoom.close(),
  };
});

/** GET, POST, PUT and DELETE of the records under `base` ({id} kept from the POST as `key`). */
const crud = (base: string, key: string, body: (w: World) => unknown, keys: string[], query = '?q=&page=1&per_page=30') =>
  [
    { call: `POST ${base}`, body, data: keys, keep: (data, w) => (w[key] = data.id) },
    { call: `GET ${base}${query}`, data: 'page' },
    { call: `PUT ${base}/{${key}}`, body: (w) => ({ ...(body(w) as object), id: w[key] }), data: keys },
    { call: `DELETE ${base}/{${key}}` },
  ] satisfies SpecCall[];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const linkMeeting = (w: World) => ({
  topic: 'Revision',
  main_type: 'meeting',
  type: 3,
  agenda: 'Chapter 3',
  startDate: '2026-12-01',
  startTimes: '18:00',
  hours: 1,
  minutes: 30,
  classes: [w.classId],
  join_url: 'https://meet.example.com/abc',
});

const webinar = (w: World) => ({
  topic: 'Open day',
  main_type: 'webinar',
  webinar_type: 6,
  startDate: '2026-12-02',
  startTimes: '17:00',
  hours: 2,
  minutes: 0,
  classes: [w.classId],
});

describe('the calls of spec 02, as it documents them', () => {
  it('reports, import/export, approval, users and a class overall', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const klass = await createClass(t.database.db, { students: [student.id] });
    const pending = await createStudent(t.database.db, { isActive: false, classes: [klass.id] });
    const sheet = await sheetOf([HEADER, studentRow(1)]);
    const user = (w: World) => ({
      name: 'Sara Nabil',
      nickname: 'Sara',
      gender: 'female',
      birthDate: '1990-01-01',
      email: `sara${w.classId}@example.com`,
      phone: '01000000000',
      mainRole: 2,
      password: 'a long password',
      password_confirmation: 'a long password',
      managedTeachers: [],
    });
    await expectSpecCalls(t, headers, { classId: klass.id, studentId: student.id, pendingId: pending.id }, [
      {
        call: 'POST admin/reports/performance',
        body: (w) => ({ classId: w.classId, fromDate: '2026-01-01', toDate: '2026-06-30', studentId: null, sendToPrincipal: false }),
      },
      { call: 'GET admin/reports/performance?page=1', data: 'page' },
      { call: 'GET admin/students/export/Xlsx', data: ['id', 'status'] },
      {
        call: 'POST admin/students/import',
        form: () => [{ name: 'file', filename: 'students.xlsx', content: sheet, type: XLSX }],
        data: ['id', 'status'],
      },
      { call: 'GET admin/import-export-requests?page=1&q=&per_page=9&type=import', data: 'page' },
      { call: 'GET admin/students/inactive-students?q=&page=1&per_page=30', data: 'page' },
      { call: 'POST admin/students/{pendingId}/change-active-status', body: (w) => ({ status: 'approved', classId: w.classId }) },
      ...crud('admin/users', 'userId', user, ['id', 'name', 'email', 'mainRole']),
      { call: 'GET admin/select-options/roles', data: 'list' },
      { call: 'GET admin/classes/{classId}/students-overall?q=&page=1&per_page=30', data: 'page' },
      { call: 'GET admin/classes/{classId}/students-overall/{studentId}' },
      { call: 'GET admin/classes/{classId}/students-overall/export/Xlsx', data: 'file' },
    ]);
  });

  it('notifications, e-mail, meetings, settings, calendars and the class options', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const klass = await createClass(t.database.db, { students: [student.id] });
    const world = { classId: klass.id, studentId: student.id, courseId: (await createCourse(t.database.db)).id };
    const event = (w: World) => ({ name: 'Mock exam', start_at: '2026-12-05', description: 'Hall B', class_category_id: w.courseId });
    await expectSpecCalls(t, headers, world, [
      {
        call: 'POST admin/classes/{classId}/notifications/send',
        body: (w) => ({ title: 'Quiz moved', body: 'Thursday now.', studentIds: [w.studentId] }),
      },
      { call: 'POST admin/classes/{classId}/email/send', body: () => ({ subject: 'Quiz moved', body: '<p>Thursday now.</p>' }) },
      { call: 'POST admin/meetings', body: linkMeeting, data: ['id', 'topic', 'join_url'], keep: (data, w) => (w.meetingId = data.id) },
      { call: 'GET admin/meetings?q=&page=1&per_page=30', data: 'page' },
      { call: 'PUT admin/meetings/{meetingId}', body: (w) => ({ ...linkMeeting(w), topic: 'Revision 2' }) },
      { call: 'GET admin/meetings/{meetingId}/participants?page=1&per_page=30', data: 'page' },
      { call: 'DELETE admin/meetings/{meetingId}' },
      { call: 'POST admin/meetings/webinars', body: webinar, data: ['id', 'topic', 'meeting_id'], keep: (d, w) => (w.webinarId = d.id) },
      { call: 'PUT admin/meetings/webinars/{webinarId}', body: (w) => ({ ...webinar(w), topic: 'Open day 2' }) },
      { call: 'GET admin/settings', data: ['enable_report_auto_generation', 'class_report_auto_generation_day'] },
      {
        call: 'POST admin/settings',
        body: () => ({
          enable_report_auto_generation: true,
          class_report_auto_generation_day: 'saturday',
          class_report_auto_generation_time: '08:00',
          school_report_auto_generation_day: 'sunday',
          school_report_auto_generation_time: '09:00',
        }),
      },
      { call: 'GET admin/classes/calendar' },
      { call: 'POST admin/class-categories/events', body: event, data: ['id', 'name', 'start_at'], keep: (d, w) => (w.eventId = d.id) },
      { call: 'GET admin/class-categories/events?class_category_id={courseId}', data: 'page' },
      { call: 'PUT admin/class-categories/events/{eventId}', body: (w) => ({ ...event(w), id: w.eventId, name: 'Mock 2' }) },
      { call: 'DELETE admin/class-categories/events/{eventId}' },
      { call: 'GET home/select-options/classes?groupByType=1&groupBySchool=1' },
    ]);
  });

  it('courses and papers, centers, and the notes of classes and centers', async () => {
    const { headers } = await t.signIn('admin');
    const world = { classId: (await createClass(t.database.db)).id, centerId: (await createCenter(t.database.db)).id };
    const paper = () => ({ name: 'Paper 1', maxGrade: 100, averageDate: '2026-06-01', duration: 5400, grades: [] });
    const notes = (owner: string): SpecCall[] =>
      (['notes', 'dropped', 'transfers'] as const).flatMap((kind) =>
        crud(`admin/${owner}/${kind}`, `${kind}Id`, () => ({ note: 'Called the parents', reason: 'Moved away' }), ['id', 'note'], ''),
      );
    await expectSpecCalls(t, headers, world, [
      ...crud('admin/class-categories', 'courseId', () => ({ name: 'Physics', code: 'PHY', gradeType: '1-9' }), ['id', 'name', 'code']),
      { call: 'POST admin/class-categories', body: () => ({ name: 'Maths', code: 'MTH' }), keep: (d, w) => (w.courseId = d.id) },
      { call: 'POST admin/class-categories/{courseId}/papers', body: paper, data: ['id', 'name'], keep: (d, w) => (w.paperId = d.id) },
      { call: 'PUT admin/class-categories/{courseId}/papers/{paperId}', body: () => ({ ...paper(), name: 'Paper 2' }) },
      { call: 'DELETE admin/class-categories/{courseId}/papers/{paperId}' },
      ...crud('admin/centers', 'newCenterId', () => ({ name: 'Dokki' }), ['id', 'name']),
      ...notes('classes/{classId}'),
      ...notes('centers/{centerId}'),
    ]);
  });

  it('videos, PDFs, educational parts and questions', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db);
    const world = { classId: (await createClass(t.database.db)).id, courseId: course.id };
    const partId = (await createPart(t.database.db, { classCategoryId: course.id })).id;
    const video = (w: World) => [
      { name: 'title', value: 'Lesson 1' },
      { name: 'type', value: 'Revision' },
      { name: 'classesId[]', value: String(w.classId) },
      { name: 'is_secure', value: '0' },
      { name: 'embedded_html', value: '<iframe src="https://www.youtube.com/embed/abc"></iframe>' },
    ];
    const pdf = { name: 'pdf[0]', filename: 'sheet.pdf', content: await makeTestPdf(1) };
    const question = () => ({
      text: 'Unit of force?',
      type: 'single_choice',
      points: 2,
      complexity: 3,
      educational_part_ids: [partId],
      options: [
        { order: 1, text: 'Newton', is_correct: true },
        { order: 2, text: 'Joule' },
      ],
    });
    await expectSpecCalls(t, headers, world, [
      { call: 'POST admin/videos/upload', form: video, data: ['id'], keep: (data, w) => (w.videoId = data.id) },
      { call: 'GET admin/videos?q=&page=1&per_page=30&is_secure=0', data: 'page' },
      { call: 'POST admin/videos/{videoId}/update', form: (w) => [...video(w), { name: 'title', value: 'Lesson 2' }] },
      { call: 'POST admin/classes/videos/assign', body: (w) => ({ videosId: [w.videoId], classesId: [w.classId] }) },
      { call: 'GET admin/select-options/video-types?q=rev', data: 'list' },
      // Playback data is a secure video's (packaged by ffmpeg in a job: video-playback.routes.test.ts); this one is not.
      { call: 'GET home/videos-from-cipher/{videoId}', status: 409 },
      { call: 'DELETE admin/videos/{videoId}' },
      {
        call: 'POST admin/pdf',
        form: (w) => [{ name: 'type', value: 'Sheet' }, { name: 'classesId[0]', value: String(w.classId) }, pdf],
      },
      { call: 'GET admin/pdf?q=&page=1&per_page=30', data: 'page', keep: (data, w) => (w.pdfId = data[0].id) },
      {
        call: 'POST admin/pdf/{pdfId}',
        form: (w) => [
          { name: 'id', value: String(w.pdfId) },
          { name: '_method', value: 'PUT' },
          { name: 'type', value: 'Notes' },
          { name: 'classesId[0]', value: String(w.classId) },
        ],
      },
      { call: 'POST admin/classes/pdfs/assign', body: (w) => ({ pdfsId: [w.pdfId], classesId: [w.classId] }) },
      { call: 'DELETE admin/pdf/{pdfId}' },
      ...crud(
        'admin/educational-parts',
        'partId',
        (w) => ({ name: 'Mechanics', class_category_id: w.courseId }),
        ['id', 'name', 'class_category_id'],
        '?page=1&limit=30&q=',
      ),
      ...crud('admin/questions', 'questionId', question, ['id', 'text', 'type', 'points', 'complexity'], '?page=1&limit=30&q='),
    ]);
  });
});
