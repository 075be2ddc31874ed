/** The list requests the scale benchmark measures, for a database seeded with `students` (see scale.seed.ts). */
export type Endpoint = {
  name: string;
  url: string;
  /** A page reached by Next: its `after` is the `next_cursor` this URL answers (the server fills it in). */
  afterPageOf?: string;
};

export function scaleEndpoints(students: number): Endpoint[] {
  const perPage = 30;
  // Students Accounts lists the 98% active; page 3,000 exists at 100k, the last page stands in below that.
  const deepPage = Math.min(3000, Math.ceil((students * 0.98) / perPage));
  const list = `page=1&per_page=${perPage}`;
  return [
    { name: 'students', url: `/api/admin/students?${list}` },
    { name: 'students q=Ahmed', url: `/api/admin/students?${list}&q=Ahmed` },
    { name: 'students q=e-mail', url: `/api/admin/students?${list}&q=.${Math.floor(students * 0.777)}%40` },
    { name: `students page=${deepPage}`, url: `/api/admin/students?page=${deepPage}&per_page=${perPage}` },
    {
      name: `students page=${deepPage} by Next`,
      url: `/api/admin/students?page=${deepPage}&per_page=${perPage}`,
      afterPageOf: `/api/admin/students?page=${deepPage - 1}&per_page=${perPage}`,
    },
    { name: 'inactive students', url: `/api/admin/students/inactive-students?${list}` },
    { name: 'users', url: `/api/admin/users?${list}` },
    { name: 'teachers', url: `/api/admin/teachers?${list}` },
    { name: 'classes', url: `/api/admin/classes?${list}` },
    { name: 'class roster', url: `/api/admin/classes/1/students?${list}` },
    { name: 'students-rank', url: `/api/admin/classes/1/students-rank?${list}` },
    { name: 'center students', url: `/api/admin/centers/1/students?${list}` },
    { name: 'import-export jobs', url: `/api/admin/import-export-requests?${list}` },
    { name: 'dashboard', url: '/api/admin/dashboard' },
    { name: 'students-overall', url: `/api/admin/classes/1/students-overall?${list}` },
  ].filter((endpoint) => !ONLY || ONLY.includes(endpoint.name));
}

/** BENCH_ENDPOINTS=dashboard,students-overall measures only those. */
const ONLY = process.env.BENCH_ENDPOINTS?.split(',');
