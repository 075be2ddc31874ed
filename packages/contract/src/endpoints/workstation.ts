import { z } from 'zod';
import {
  answeredQuestionsBodySchema,
  ASSESSMENT_PATHS,
  assessmentBodySchema,
  assessmentSchema,
  assessmentStudentParamsSchema,
  batchResultSchema,
  gradingClaimSchema,
  ASSESSMENT_ID_FIELDS,
  MAX_FILES_PER_SCORE_SAVE,
  SCORE_BATCH_BODIES,
  SCORE_BATCH_FORMS,
  totalConflictSchema,
  type AssessmentKind,
} from '../assessments';
import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { correctionViewSchema, gradingSubmissionSchema } from '../grading';
import {
  attendanceBodySchema,
  attendanceQrSchema,
  attendanceSchema,
  attendanceStatusBodySchema,
  classItemParamsSchema,
  classworkSchema,
  classworkStatusBodySchema,
  staleCellsSchema,
  tabSaveHeadersSchema,
} from '../workstation';
import { endpoint } from '../endpoint';

/** Every workstation route is the class's in its path: staff of that class only. */
const SCOPE = 'Class-scoped: a teaching assistant only their classes (403).';

/** The version of a tab that its list answers and its SAVE checks (apps/api/src/modules/workstation/tab-version.ts). */
const TAB_ETAG =
  'The answer carries the tab\'s version in a strong ETag ("{classId}-{entity}-{n}": n the newest change of the tab\'s cells in the class, 0 before the first), whatever the page or q.';
const IF_MATCH =
  'If-Match: the ETag of the list the changes were made on. When the tab changed since, a cell of the batch that ' +
  'someone else changed and that now holds another value than the one sent is a 412 with data {conflicts: [{student_id, ' +
  'item_id, yours, theirs, by: {id, name}, at}]}, and nothing is written; the cells of the batch nobody else changed ' +
  '(or changed to the value sent) are saved, as what others changed is not in the batch and is not overwritten. ' +
  'An If-Match that is not a version of this tab is a 422. Without If-Match the last write wins. SAVEs of one tab ' +
  "take turns, and the answer (200 or 412) carries the tab's version after it in ETag.";
const IDEMPOTENCY =
  'Idempotency-Key (a UUID, optional): one per batch, as the offline queue sends it. The first answer that saved is ' +
  'kept for 2 days per user: the same key again answers it again (with its ETag) and writes nothing; the same key ' +
  'with another body, If-Match or path is a 422. A refused SAVE (412, 422) keeps no answer: it may be sent again.';

/** What every tab's items have alike under /admin/classes/:id/{plural}: the list, one item and its deletion. */
const classItemEndpoints = <P extends string, S extends z.ZodType>(plural: P, item: S, listed: string, removed = SCOPE) => ({
  list: endpoint({
    method: 'GET',
    path: `/admin/classes/:id/${plural}`,
    guard: 'staff',
    params: idParamSchema,
    query: listQuerySchema,
    response: listResponse(item),
    etag: true,
    description: `${listed} ${TAB_ETAG} ${SCOPE}`,
  }),
  get: endpoint({
    method: 'GET',
    path: `/admin/classes/:id/${plural}/:itemId`,
    guard: 'staff',
    params: classItemParamsSchema,
    response: itemResponse(item),
    description: SCOPE,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `/admin/classes/:id/${plural}/:itemId`,
    guard: 'staff',
    params: classItemParamsSchema,
    response: messageResponse,
    description: removed,
  }),
});

/** The SAVE of a tab: its batch in one transaction. */
const saveOf = <P extends string, A extends string, B extends z.ZodType>(plural: P, action: A, body: B, description: string) =>
  endpoint({
    method: 'POST',
    path: `/admin/classes/:id/${plural}/${action}`,
    guard: 'staff',
    params: idParamSchema,
    headers: tabSaveHeadersSchema,
    body,
    response: itemResponse(batchResultSchema),
    staleData: staleCellsSchema,
    etag: true,
    description: `${description} ${IF_MATCH} ${IDEMPOTENCY} ${SCOPE}`,
  });

export const attendanceApi = {
  ...classItemEndpoints(
    'attendance',
    attendanceSchema,
    "Attendance items, newest date first, each with every student's status (0 absent, 1 present, -1 unknown).",
  ),
  create: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/attendance',
    guard: 'staff',
    params: idParamSchema,
    body: attendanceBodySchema,
    response: itemResponse(attendanceSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/classes/:id/attendance/:itemId',
    guard: 'staff',
    params: classItemParamsSchema,
    body: attendanceBodySchema,
    response: itemResponse(attendanceSchema),
  }),
  save: saveOf(
    'attendance',
    'changeStudentAttendanceStatus',
    attendanceStatusBodySchema,
    'SAVE of the tab: {attendances: [[studentId, attendanceId, status]]}, one transaction; an item of another class or a student outside the class is a 422 naming the entry, and nothing is written.',
  ),
  createQrcode: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/attendance/:itemId/create-qrcode',
    guard: 'staff',
    params: classItemParamsSchema,
    response: itemResponse(attendanceQrSchema),
    description:
      "A new QR code (SVG data URL in data.qr_code) of a link (on the configured APP_URL) to the student app's scan page with a token valid for 60 s; ask again every rotate_in_seconds while it is shown. A new code retires the item's earlier ones after 5 s. " +
      SCOPE,
  }),
};

const CLASSWORK_FORM =
  'Multipart: name, dueDate (YYYY-MM-DD HH:mm), maxScore, gradingType, grading[i][grade|from|to|id] and pdf (a PDF, checked by its bytes: 415; 20 MB: 413).';

/** A classwork edit: the pdf is optional (a new one is a new file version); multipart, or JSON without a new PDF. */
const classworkUpdate = <M extends 'POST' | 'PUT'>(method: M) =>
  endpoint({
    method,
    path: '/admin/classes/:id/classworks/:itemId',
    guard: 'staff',
    params: classItemParamsSchema,
    form: true,
    response: itemResponse(classworkSchema),
    description: `${CLASSWORK_FORM} The pdf is optional (a new one is a new file version). Sent as POST with _method=PUT, or as PUT (multipart or JSON). ${SCOPE}`,
  });

export const classworksApi = {
  ...classItemEndpoints(
    'classworks',
    classworkSchema,
    "Classworks, latest due first, with their PDF and every student's status and submitted file.",
  ),
  create: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/classworks',
    guard: 'staff',
    params: idParamSchema,
    form: true,
    response: itemResponse(classworkSchema),
    description: `${CLASSWORK_FORM} The pdf is required. ${SCOPE}`,
  }),
  update: classworkUpdate('PUT'),
  updateByPost: classworkUpdate('POST'),
  save: saveOf(
    'classworks',
    'changeStudentClassworkStatus',
    classworkStatusBodySchema,
    'SAVE of the tab: {classworks: [[studentId, classworkId, status]]}, one transaction; a 422 names a wrong entry and nothing is written.',
  ),
};

const SCORE_SAVES = {
  homework: 'changeStudentHomeworkStatus',
  quiz: 'changeStudentQuizStatus',
  exam: 'changeStudentExamStatus',
} as const satisfies Record<AssessmentKind, string>;

/** The routes of one kind of assessment under /admin/classes/:id/{homework|quizzes|exams}; `scores`: its SAVE's body. */
const assessmentEndpoints = <K extends AssessmentKind, S extends z.ZodType>(kind: K, scores: S) => {
  const plural = ASSESSMENT_PATHS[kind];
  const base = `/admin/classes/:id/${plural}` as const;
  return {
    ...classItemEndpoints(
      plural,
      assessmentSchema,
      `The ${kind} items of the class, latest due first, each with every student's result (score, files, answers).`,
      `Its results go with it and its scores leave the ranking. ${SCOPE}`,
    ),
    create: endpoint({
      method: 'POST',
      path: base,
      guard: 'staff',
      params: idParamSchema,
      body: assessmentBodySchema,
      response: itemResponse(assessmentSchema),
      description: `Creates a ${kind}: static questions must be active bank questions, a dynamic draw must be possible. ${SCOPE}`,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:itemId`,
      guard: 'staff',
      params: classItemParamsSchema,
      body: assessmentBodySchema,
      response: itemResponse(assessmentSchema),
      description: `Same rules as POST; a max score below a saved score is refused. ${SCOPE}`,
    }),
    save: endpoint({
      ...saveOf(
        plural,
        SCORE_SAVES[kind],
        scores,
        `SAVE of the tab, one transaction: JSON {key: [[studentId, itemId, score]]}, or the multipart form key[i][studentId|${ASSESSMENT_ID_FIELDS[kind]}|score|updatedFile|version] with graded PDFs (up to ${MAX_FILES_PER_SCORE_SAVE}; checked by their bytes: 415; 20 MB each: 413) through the same checks and history as the graded file. A score outside 0..max, a student outside the class or an item of another class is a 422 naming the entry; nothing is written. Scores reach the ranking at once.`,
      ),
      form: SCORE_BATCH_FORMS[kind],
      // An entry's version older than the student's result (as the graded file's).
      errors: [409],
    }),
    gradedFile: endpoint({
      method: 'POST',
      path: `${base}/:itemId/students/:studentId/graded-file`,
      guard: 'staff',
      params: assessmentStudentParamsSchema,
      form: true,
      response: itemResponse(batchResultSchema),
      // A graded file saved over a newer version of the student's result.
      errors: [409],
      staleData: staleCellsSchema,
      etag: true,
      description: `A graded file of one student's ${kind}, multipart: updatedFile (a PDF, checked by its bytes: 415; 20 MB: 413), score (0..max) and version (the result's version the grader opened: a newer one is a 409), the file or the score or both. A student outside the class or an item of another class is a 422; nothing is written. ${IF_MATCH} (A file alone changes no score: it is never a conflict.) ${SCOPE}`,
    }),
    student: endpoint({
      method: 'GET',
      path: `${base}/:itemId/students/:studentId`,
      guard: 'staff',
      params: assessmentStudentParamsSchema,
      response: itemResponse(correctionViewSchema),
      description: `A student's result of the ${kind} with their answers, each against the question version they answered. ${SCOPE}`,
    }),
    submission: endpoint({
      method: 'GET',
      path: `${base}/:itemId/students/:studentId/submission`,
      guard: 'staff',
      params: assessmentStudentParamsSchema,
      response: itemResponse(gradingSubmissionSchema),
      description: `The grading viewer's submission of the student. ${SCOPE}`,
    }),
    claim: endpoint({
      method: 'POST',
      path: `${base}/:itemId/students/:studentId/submission/claim`,
      guard: 'staff',
      params: assessmentStudentParamsSchema,
      response: itemResponse(z.object({ claim: gradingClaimSchema.nullable() })),
      description: `Claims the submission for grading (or answers who holds it). ${SCOPE}`,
    }),
    release: endpoint({
      method: 'DELETE',
      path: `${base}/:itemId/students/:studentId/submission/claim`,
      guard: 'staff',
      params: assessmentStudentParamsSchema,
      response: messageResponse,
      description: `Gives the claim up. ${SCOPE}`,
    }),
  };
};

/** Corrected scores of a student's answers (quizzes and exams have answers). */
const answeredQuestionsSave = <P extends 'quizzes' | 'exams'>(plural: P) =>
  endpoint({
    method: 'POST',
    path: `/admin/classes/:id/${plural}/changeStudentQuestionStatus`,
    guard: 'staff',
    params: idParamSchema,
    body: answeredQuestionsBodySchema,
    response: itemResponse(batchResultSchema),
    conflictData: totalConflictSchema,
    description:
      "Corrected scores of a student's answers {answeredQuestions: [{id, corrected_score}], replace_total?}, one transaction. " +
      "A result's total computed from its answers is the sum of their scores (corrected where corrected), scaled to the " +
      "max score when the questions' points add up to something else, capped at the max score, rounded to 2 decimals. " +
      'A total that equals that computation before the corrections follows the answers and reaches the ranking. A total ' +
      'that does not (entered by hand in the tab SAVE or the PDF grader) is never replaced silently: when the corrections ' +
      'would change it the answer is 409 with data {results: [{student_id, item_id, current_total, computed_total}]} and ' +
      `nothing is written, unless replace_total is true. ${SCOPE}`,
  });

export const assessmentsApi = {
  homework: assessmentEndpoints('homework', SCORE_BATCH_BODIES.homework),
  quiz: { ...assessmentEndpoints('quiz', SCORE_BATCH_BODIES.quiz), saveAnswers: answeredQuestionsSave('quizzes') },
  exam: { ...assessmentEndpoints('exam', SCORE_BATCH_BODIES.exam), saveAnswers: answeredQuestionsSave('exams') },
};
