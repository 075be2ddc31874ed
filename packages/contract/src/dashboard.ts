import { z } from 'zod';
import { pageField } from './common';

/** Students in the dashboard's top panel (the spec's constant). */
export const DASHBOARD_TOP_STUDENTS = 5;

/** Query of GET admin/dashboard: the page of the per-class table. */
export const dashboardQuerySchema = z.object({ page: pageField });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Counts of one class in the dashboard's per-class table; null where the records do not exist yet. */
export const dashboardClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  students: z.number().int(),
  teachers: z.number().int(),
  homeworks: z.number().int().nullable(),
  exams: z.number().int().nullable(),
  quizzes: z.number().int().nullable(),
});
export type DashboardClass = z.infer<typeof dashboardClassSchema>;

/**
 * GET admin/dashboard (admin only). A count is null when it cannot be known (its records are not
 * kept), and the screen shows a placeholder. `averageWatches` is the percent of the video content of
 * their classes an average student has watched, 2 decimals.
 */
export const dashboardSchema = z.object({
  students: z.number().int().nullable(),
  teachers: z.number().int().nullable(),
  classes: z.number().int().nullable(),
  homeworks: z.number().int().nullable(),
  averageWatches: z.number().nullable(),
  classCounts: z.array(dashboardClassSchema),
  classPagination: z.object({ total: z.number().int(), current_page: z.number().int(), total_pages: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
