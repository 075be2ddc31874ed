import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { coursesApi, type Course } from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server, type AnsweredRequest } from '@/test/server';
import { CoursesPage } from './courses-page';

const course = (id: number, name: string, code: string): Course => ({ id, name, code, gradeType: '1-9', papers: [] });

/** The courses the server holds, and every list query and create body it was sent. */
function serveCourses(initial: Course[]) {
  const courses = [...initial];
  const queries: URLSearchParams[] = [];
  const created: AnsweredRequest[] = [];
  server.use(
    answer(coursesApi.list, ({ query }) => {
      queries.push(query);
      const q = (query.get('q') ?? '').toLowerCase();
      return onePage(courses.filter((row) => row.name.toLowerCase().includes(q)));
    }),
    answer(coursesApi.create, (request) => {
      created.push(request);
      const body = request.body as { name: string; code: string };
      const row = course(courses.length + 1, body.name, body.code);
      courses.push(row);
      return { message: 'Category created successfully', data: row };
    }),
  );
  return { queries, created };
}

const renderPage = (route = '/courses') => renderWithProviders(<CoursesPage />, { route, path: '/courses' });

describe('Manage Courses', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('lists the courses the server holds with their codes', async () => {
    serveCourses([course(1, 'Chemistry', 'CHEM'), course(2, 'Physics', 'PHYS')]);
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Physics' })).closest('tr')!;
    expect(within(row as HTMLElement).getByRole('cell', { name: 'PHYS' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Chemistry' })).toBeInTheDocument();
  });

  it('says so when there is no course, in Arabic too', async () => {
    serveCourses([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('No Categories Found')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('ar');
    renderPage();
    expect(await screen.findByText('لا توجد مواد')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'إدارة المواد' })).toBeInTheDocument();
  });

  it('refuses an empty name and code without sending, then creates the course once filled', async () => {
    const user = userEvent.setup();
    const { created } = serveCourses([]);
    renderPage();
    await screen.findByText('No Categories Found');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add course' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Biology');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'BIO');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Biology' })).toBeInTheDocument();
    expect(created[0].body).toMatchObject({ name: 'Biology', code: 'BIO', gradeType: '1-9' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches by name through the URL and the request', async () => {
    const user = userEvent.setup();
    const { queries } = serveCourses([course(1, 'Chemistry', 'CHEM'), course(2, 'Physics', 'PHYS')]);
    const { router } = renderPage();
    await screen.findByRole('cell', { name: 'Physics' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'chem{Enter}');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Physics' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Chemistry' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('q')).toBe('chem');
    expect(router.state.location.search).toContain('q=chem');
  });
});
