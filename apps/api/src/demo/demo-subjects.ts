import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { educationalParts, questionEducationalParts, questions } from '../db/schema';

/** What each demo course's classes get beyond the bank: named for the subject, so nothing lands in another course. */
export type DemoSubject = {
  /** The open homework and quiz every class of the course has on the student side. */
  homework: string;
  quiz: string;
  /** Lines of a student's handed-in homework and of an answer sheet in the grading viewer (ASCII: a standard PDF font). */
  answerLines: [string, string, string, string];
  /** A student's answer to the quiz's text question. */
  textAnswer: string;
  videos: { title: string; type: string; url: string }[];
  pdfs: { title: string; type: string; pages: number }[];
};

/**
 * The demo courses' material, a row each: the topics of Homework 3 and Quiz 2, the first three lines of the
 * handed-in homework and what the student would like to ask (line 4), the quiz's text answer, one video
 * [title, type, url] and one PDF [title, type, pages].
 */
const SUBJECT_TABLE: {
  course: string;
  homework: string;
  quiz: string;
  answers: [string, string, string];
  ask: string;
  textAnswer: string;
  video: [string, string, string];
  pdf: [string, string, number];
}[] = [
  {
    course: 'Physics',
    homework: 'Forces and motion',
    quiz: 'Forces and energy',
    answers: [
      '1) F = m x a = 2 kg x 3 m/s2 = 6 N',
      '2) v = d / t = 100 m / 20 s = 5 m/s',
      '3) Friction slowed the trolley, so it stopped before the wall.',
    ],
    ask: 'about air resistance',
    textAnswer: 'A resultant force changes the motion: the bus stops, the passenger keeps moving forward.',
    video: ['Physics: Newton\u2019s laws', 'Lecture', 'https://www.youtube.com/embed/kKKM8Y-u7ds'],
    pdf: ['physics-summary.pdf', 'Summary', 3],
  },
  {
    course: 'Chemistry',
    homework: 'Acids and bases',
    quiz: 'Atoms and reactions',
    answers: [
      '1) HCl + NaOH -> NaCl + H2O: a neutralisation.',
      '2) Sodium has 11 protons, so its electrons are 2, 8, 1.',
      '3) The indicator turned purple, so the solution was alkaline.',
    ],
    ask: 'why noble gases do not react',
    textAnswer: 'An acid gives H+ ions in water; a base neutralises it to a salt and water.',
    video: ['Chemistry: the periodic table', 'Lecture', 'https://www.youtube.com/embed/0RRVV4Diomg'],
    pdf: ['chemistry-revision.pdf', 'Revision', 1],
  },
  {
    course: 'Mathematics',
    homework: 'Linear equations',
    quiz: 'Algebra and geometry',
    answers: [
      '1) 2x + 3 = 11, so 2x = 8 and x = 4.',
      '2) The angles of a triangle add up to 180 degrees: 180 - 60 - 70 = 50.',
      '3) P(even) = 3 / 6 = 1 / 2.',
    ],
    ask: 'about simultaneous equations',
    textAnswer: 'Subtract 3 from both sides, then divide both sides by 2: x = 4.',
    video: ['Mathematics: linear equations', 'Revision', 'https://www.youtube.com/embed/NybHckSEQBI'],
    pdf: ['algebra-worksheet.pdf', 'Worksheet', 2],
  },
  {
    course: 'English Language',
    homework: 'A descriptive paragraph',
    quiz: 'Grammar and vocabulary',
    answers: [
      '1) She has lived in Cairo since 2015. (present perfect)',
      '2) "Reluctant" means not willing to do something.',
      '3) My paragraph opens with a topic sentence and ends with a link.',
    ],
    ask: 'when to use a semicolon',
    textAnswer: 'A topic sentence, three supporting details with examples, and a concluding sentence.',
    video: ['English: essay structure', 'Workshop', 'https://player.vimeo.com/video/76979871'],
    pdf: ['english-essay-planner.pdf', 'Worksheet', 2],
  },
];

export const DEMO_SUBJECTS: Record<string, DemoSubject> = Object.fromEntries(
  SUBJECT_TABLE.map(({ course, homework, quiz, answers, ask, textAnswer, video: [title, type, url], pdf }) => [
    course,
    {
      homework: `Homework 3: ${homework}`,
      quiz: `Quiz 2: ${quiz}`,
      answerLines: [...answers, `4) I would like to ask ${ask}.`],
      textAnswer,
      videos: [{ title, type, url }],
      pdfs: [{ title: pdf[0], type: pdf[1], pages: pdf[2] }],
    },
  ]),
);

/**
 * The course's best dynamic draw: the part and complexity with the most active questions (at least `need`),
 * other than `skipPartId`. Every question there is worth the same (demoPointsOf), so `points` is each one's.
 * `available` leaves out the item's own static questions (`staticIds`): a paper never draws one of them again,
 * so a draw counted on them would total more points than the paper holds.
 */
export async function findCourseDraw(db: Db, courseId: number, need: number, skipPartId?: number, staticIds: number[] = []) {
  const available = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      partId: educationalParts.id,
      complexity: questions.complexity,
      available,
      points: sql<number>`max(${questions.points})`,
    })
    .from(educationalParts)
    .innerJoin(questionEducationalParts, eq(questionEducationalParts.educationalPartId, educationalParts.id))
    .innerJoin(
      questions,
      and(
        eq(questions.id, questionEducationalParts.questionId),
        isNull(questions.archivedAt),
        staticIds.length > 0 ? notInArray(questions.id, staticIds) : undefined,
      ),
    )
    .where(eq(educationalParts.classCategoryId, courseId))
    .groupBy(educationalParts.id, questions.complexity)
    .having(sql`count(*) >= ${need}`)
    .orderBy(desc(available), asc(educationalParts.id), asc(questions.complexity));
  const draw = rows.find((row) => row.partId !== skipPartId) ?? rows[0];
  return draw ? { ...draw, points: Number(draw.points) } : null;
}
