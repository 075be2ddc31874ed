import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meetingsApi, selectOptionsApi, type Meeting, type MeetingParticipant } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { MeetingParticipantsPage } from './meeting-participants-page';
import { MeetingsPage } from './meetings-page';

const revision: Meeting = {
  id: 9,
  topic: 'Revision webinar',
  password: null,
  agenda: null,
  main_type: 'webinar',
  type: 2,
  webinar_type: 6,
  startDate: '2026-11-20',
  startTimes: '18:00',
  duration: 90,
  classes: [{ value: 3, name: 'Chemistry - Grade 10' }],
  join_url: 'https://meet.example.com/j/9',
  joinUrl: 'https://meet.example.com/j/9',
  meeting_id: null,
  has_integration: false,
  provider: 'link',
};
const amal: MeetingParticipant = { id: 1, studentId: 11, name: 'Amal Hassan', email: 'amal@example.com', joinedAt: '2026-11-20T18:02:00Z', duration: null };

function renderPage() {
  server.use(
    answer(meetingsApi.list, onePage([revision])),
    answer(meetingsApi.get, { message: '', data: revision }),
    answer(meetingsApi.participants, onePage([amal])),
    answer(meetingsApi.settings, { message: '', data: { has_integration: false, provider: 'link' } }),
    answer(selectOptionsApi.classes, { message: '', data: [{ value: 3, name: 'Chemistry - Grade 10' }] }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/meetings" element={<MeetingsPage />} />
      <Route path="/meetings/:id" element={<MeetingParticipantsPage />} />
    </Routes>,
    { route: '/meetings' },
  );
}

const rowOf = async (text: string) => (await screen.findByRole('cell', { name: text })).closest('tr') as HTMLElement;

describe('Meetings', () => {
  it('shows a meeting with its kind, type, start, duration in hours and minutes, and "None" for what it lacks', async () => {
    renderPage();
    const row = await rowOf('Revision webinar');
    expect(within(row).getByText('Webinar')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Webinar with registration' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '1 h 30 min' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell', { name: 'None' })).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'https://meet.example.com/j/9' })).toHaveAttribute('href', 'https://meet.example.com/j/9');
  });

  it('copies the join link without opening the meeting, and says so', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Revision webinar');
    await user.click(within(row).getByRole('button', { name: 'Copy the join link of Revision webinar' }));
    expect(await screen.findByText('Join link copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://meet.example.com/j/9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the participants of a meeting: who joined, and "Not reported" for an unknown time in the call', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    const row = await rowOf('Revision webinar');
    await user.click(within(row).getByRole('button', { name: 'Participants of Revision webinar' }));
    const participant = await rowOf('Amal Hassan');
    expect(router.state.location.pathname).toBe('/meetings/9');
    expect(within(participant).getByRole('cell', { name: 'Not reported' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Participants' })).toBeInTheDocument();
  });

  it('asks for a join link by default, and says a scheduled meeting needs a video service when there is none', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowOf('Revision webinar');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add meeting' });
    expect(await within(dialog).findByRole('textbox', { name: 'Join link' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/only link meetings can be created/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Scheduled meeting' }));
    expect(await within(dialog).findByText(/only link meetings can be created/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Join link' })).not.toBeInTheDocument();
  });
});
