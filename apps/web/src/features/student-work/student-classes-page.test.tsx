import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studentClassesApi, type StudentClass } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { StudentClassesPage } from './student-classes-page';

const chemistry: StudentClass = {
  id: 3,
  name: 'Chemistry - Grade 10',
  type: 'school',
  categoryName: 'Chemistry',
  schoolName: 'Cairo STEM',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  sessions: [
    { weekday: 'Sunday', startTime: '16:30' },
    { weekday: 'Wednesday', startTime: '18:00' },
  ],
  teachers: ['Mona Adel', 'Omar Khaled'],
  class_user_id: 1042,
};

function renderPage(classes: StudentClass[]) {
  server.use(answer(studentClassesApi.list, { message: '', data: classes }));
  return renderWithProviders(
    <Routes>
      <Route path="/classes" element={<StudentClassesPage />} />
      <Route path="/classes/:id" element={<p>The class's work</p>} />
    </Routes>,
    { route: '/classes' },
  );
}

describe('My classes (student app)', () => {
  it('tells a student in no class so', async () => {
    renderPage([]);
    expect(await screen.findByText('You are not in any class yet')).toBeInTheDocument();
  });

  it("shows each class with its course, school, teachers, the student's code and sessions, and opens its work", async () => {
    const user = userEvent.setup();
    const { router } = renderPage([chemistry]);
    const card = await screen.findByRole('link', { name: /Chemistry - Grade 10/ });
    expect(within(card).getByRole('heading', { name: 'Chemistry - Grade 10' })).toBeInTheDocument();
    expect(within(card).getByText('Chemistry · Cairo STEM · Mona Adel, Omar Khaled')).toBeInTheDocument();
    expect(within(card).getByText('My code: 1042')).toBeInTheDocument();
    expect(within(card).getByText('Sun 16:30')).toBeInTheDocument();
    expect(within(card).getByText('Wed 18:00')).toBeInTheDocument();

    await user.click(card);
    expect(await screen.findByText("The class's work")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/classes/3');
  });
});
