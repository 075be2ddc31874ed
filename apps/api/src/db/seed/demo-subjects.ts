import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { educationalParts, questionEducationalParts, questions } from '../schema';

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

export const DEMO_SUBJECTS: Record<string, DemoSubject> = {
  Physics: {
    homework: 'Homework 3: Forces and motion',
    quiz: 'Quiz 2: Forces and energy',
    answerLines: [
      '1) F = m x a = 2 kg x 3 m/s2 = 6 N',
      '2) v = d / t = 100 m / 20 s = 5 m/s',
      '3) Friction slowed the trolley, so it stopped before the wall.',
      '4) I would like to ask about air resistance.',
    ],
    textAnswer: 'A resultant force changes the motion: the bus stops, the passenger keeps moving forward.',
    videos: [{ title: 'Physics: Newton\u2019s laws', type: 'Lecture', url: 'https://www.youtube.com/embed/kKKM8Y-u7ds' }],
    pdfs: [{ title: 'physics-summary.pdf', type: 'Summary', pages: 3 }],
  },
  Chemistry: {
    homework: 'Homework 3: Acids and bases',
    quiz: 'Quiz 2: Atoms and reactions',
    answerLines: [
      '1) HCl + NaOH -> NaCl + H2O: a neutralisation.',
      '2) Sodium has 11 protons, so its electrons are 2, 8, 1.',
      '3) The indicator turned purple, so the solution was alkaline.',
      '4) I would like to ask why noble gases do not react.',
    ],
    textAnswer: 'An acid gives H+ ions in water; a base neutralises it to a salt and water.',
    videos: [{ title: 'Chemistry: the periodic table', type: 'Lecture', url: 'https://www.youtube.com/embed/0RRVV4Diomg' }],
    pdfs: [{ title: 'chemistry-revision.pdf', type: 'Revision', pages: 1 }],
  },
  Mathematics: {
    homework: 'Homework 3: Linear equations',
    quiz: 'Quiz 2: Algebra and geometry',
    answerLines: [
      '1) 2x + 3 = 11, so 2x = 8 and x = 4.',
      '2) The angles of a triangle add up to 180 degrees: 180 - 60 - 70 = 50.',
      '3) P(even) = 3 / 6 = 1 / 2.',
      '4) I would like to ask about simultaneous equations.',
    ],
    textAnswer: 'Subtract 3 from both sides, then divide both sides by 2: x = 4.',
    videos: [{ title: 'Mathematics: linear equations', type: 'Revision', url: 'https://www.youtube.com/embed/NybHckSEQBI' }],
    pdfs: [{ title: 'algebra-worksheet.pdf', type: 'Worksheet', pages: 2 }],
  },
  'English Language': {
    homework: 'Homework 3: A descriptive paragraph',
    quiz: 'Quiz 2: Grammar and vocabulary',
    answerLines: [
      '1) She has lived in Cairo since 2015. (present perfect)',
      '2) "Reluctant" means not willing to do something.',
      '3) My paragraph opens with a topic sentence and ends with a link.',
      '4) I would like to ask when to use a semicolon.',
    ],
    textAnswer: 'A topic sentence, three supporting details with examples, and a concluding sentence.',
    videos: [{ title: 'English: essay structure', type: 'Workshop', url: 'https://player.vimeo.com/video/76979871' }],
    pdfs: [{ title: 'english-essay-planner.pdf', type: 'Worksheet', pages: 2 }],
  },
};

/**
 * The course's best dynamic draw: the part and complexity with the most active questions (at least `need`),
 * other than `skipPartId`. Every question there is worth the same (demoPointsOf), so `points` is each one's.
 */
export async function findCourseDraw(db: Db, courseId: number, need: number, skipPartId?: number) {
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
    .innerJoin(questions, and(eq(questions.id, questionEducationalParts.questionId), isNull(questions.archivedAt)))
    .where(eq(educationalParts.classCategoryId, courseId))
    .groupBy(educationalParts.id, questions.complexity)
    .having(sql`count(*) >= ${need}`)
    .orderBy(desc(available), asc(educationalParts.id), asc(questions.complexity));
  const draw = rows.find((row) => row.partId !== skipPartId) ?? rows[0];
  return draw ? { ...draw, points: Number(draw.points) } : null;
}
