import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectOptionsApi, videosApi, type Video } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { VideosPage } from './videos-page';

const video = (id: number, title: string, isSecure: boolean, status: Video['status']): Video => ({
  id,
  title,
  type: 'Revision',
  status,
  failureReason: status === 'failed' ? 'The file is not a video' : null,
  isSecure,
  embeddedHtml: null,
  homeVideoUrl: isSecure ? null : `https://videos.example.com/${id}`,
  classes: [{ value: 3, name: 'Chemistry - Grade 10' }],
  createdAt: '2026-11-03T10:00:00Z',
});
const videos = [video(1, 'Acids and bases', true, 'ready'), video(2, 'Redox', false, 'failed')];

/** The query of the latest list request and the bodies of the assignments. */
let lastQuery = new URLSearchParams();
let assigned: unknown[] = [];
beforeEach(() => {
  assigned = [];
  server.use(
    answer(videosApi.list, ({ query }) => {
      lastQuery = query;
      const secure = query.get('is_secure');
      return onePage(secure === null ? videos : videos.filter((row) => row.isSecure === (secure === '1')));
    }),
    answer(selectOptionsApi.classes, {
      message: '',
      data: [
        { value: 3, name: 'Chemistry - Grade 10' },
        { value: 5, name: 'Physics - Grade 10' },
      ],
    }),
    answer(videosApi.assign, ({ body }) => {
      assigned.push(body);
      return { message: 'Videos assigned successfully', data: null };
    }),
  );
});

const renderPage = (route = '/videos') => renderWithProviders(<VideosPage />, { route, path: '/videos' });

describe('Recorded Sessions', () => {
  it('shows each video with its secure flag, status and classes', async () => {
    renderPage();
    const row = (await screen.findByRole('button', { name: 'Redox' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Chemistry - Grade 10' })).toBeInTheDocument();
    const secureRow = screen.getByRole('button', { name: 'Acids and bases' }).closest('tr') as HTMLElement;
    expect(within(secureRow).getByText('Ready')).toBeInTheDocument();
  });

  it('shows only the secure videos when the filter says so, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('button', { name: 'Redox' });
    await user.click(screen.getByRole('combobox', { name: 'Secure' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Redox' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Acids and bases' })).toBeInTheDocument();
    expect(lastQuery.get('is_secure')).toBe('1');
    expect(router.state.location.search).toBe('?is_secure=1');
  });

  it('says "No Videos Found" when the filter leaves nothing', async () => {
    server.use(answer(videosApi.list, onePage<Video>([])));
    renderPage('/videos?is_secure=0');
    expect(await screen.findByText('No Videos Found')).toBeInTheDocument();
  });

  it('assigns the ticked videos to the chosen classes, asking for a class first', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole('button', { name: 'Assign to Classes' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Redox' }));
    await user.click(screen.getByRole('button', { name: 'Assign to Classes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Classes' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please select classes')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Classes' }));
    await user.click(await screen.findByRole('option', { name: 'Physics - Grade 10' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Videos assigned successfully')).toBeInTheDocument();
    expect(assigned).toEqual([{ videosId: [2], classesId: [5] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Redox' })).not.toBeChecked();
  });
});
