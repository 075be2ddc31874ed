import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { studentClassesApi, studentWorkApi } from '@backoffice/contract';
import { changeLanguage } from '@/lib/language';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { StudentClassPage } from './student-class-page';

function renderClass(route = '/classes/3') {
  server.use(
    answer(studentClassesApi.list, {
      message: '',
      data: [
        {
          id: 3,
          name: 'Chemistry - Grade 10',
          type: 'school',
          categoryName: null,
          schoolName: null,
          startDate: '2026-09-01',
          endDate: '2027-06-30',
          sessions: [],
          teachers: [],
          class_user_id: 1042,
        },
      ],
    }),
    answer(studentWorkApi.homework, { message: '', data: [] }),
    answer(studentWorkApi.quizzes, { message: '', data: [] }),
    answer(studentWorkApi.exams, { message: '', data: [] }),
    answer(studentWorkApi.classworks, { message: '', data: [] }),
    answer(studentWorkApi.attendance, { message: '', data: [] }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/classes/:classId" element={<StudentClassPage />} />
    </Routes>,
    { route },
  );
}

afterEach(async () => {
  await changeLanguage('en');
});

describe("A class's work (student app)", () => {
  it('is one tab stop; the arrow keys, Home and End move to a tab and open it, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderClass();
    expect(await screen.findByRole('heading', { name: 'Chemistry - Grade 10' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Class work' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Homework',
      'Quizzes',
      'Exams',
      'Classworks',
      'Attendance',
    ]);
    expect(screen.getByRole('tab', { name: 'Homework' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Homework');
    expect(await screen.findByText('No homework found')).toBeInTheDocument();

    // Tab reaches the open tab only, then leaves the list
    screen.getByRole('link', { name: 'Back' }).focus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Homework' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Quizzes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Quizzes' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=quizzes');
    expect(await screen.findByText('No quiz found')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Attendance' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=attendance');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Homework' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Attendance' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Homework' })).toHaveAttribute('aria-selected', 'true');
    expect(tablist.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('opens the tab the URL names, and in Arabic the left arrow moves on (right to left)', async () => {
    const user = userEvent.setup();
    await changeLanguage('ar');
    const { router } = renderClass('/classes/3?tab=exams');
    const exams = await screen.findByRole('tab', { name: 'الامتحانات' });
    expect(exams).toHaveAttribute('aria-selected', 'true');
    exams.focus();
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=classworks');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=quizzes');
  });
});
