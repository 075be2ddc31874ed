import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { StudentVideosPage } from './student-videos-page';

const get = vi.fn();
const post = vi.fn();
vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClient>();
  return {
    ...original,
    api: { ...original.api, get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  };
});

const videos = [
  {
    id: 7,
    title: 'Fractions, part 1',
    type: 'secure',
    isSecure: true,
    homeVideoUrl: null,
    createdAt: '2026-11-02T09:00:00.000Z',
  },
  {
    id: 8,
    title: 'Welcome',
    type: 'youtube',
    isSecure: false,
    homeVideoUrl: 'https://example.com/embed/1',
    createdAt: '2026-11-01T09:00:00.000Z',
  },
];

function renderPage(data: unknown[]) {
  get.mockImplementation((path: string) => {
    if (path === 'home/videos') return Promise.resolve({ message: '', data });
    if (path === 'home/videos-from-cipher/7')
      return Promise.resolve({ message: '', data: { otp: 'g', playbackInfo: '/api/videos/7/hls/index.m3u8?grant=g' } });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  const router = createMemoryRouter([{ path: '/videos', element: <StudentVideosPage /> }], { initialEntries: ['/videos'] });
  return render(
    <SnackbarProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
}

/** Moves the player to a position and fires the media event the browser would. */
function play(video: HTMLElement, seconds: number, event: 'timeUpdate' | 'pause' | 'ended' = 'timeUpdate') {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
  fireEvent[event](video);
}

let now = 1_000_000;
beforeEach(() => {
  get.mockReset();
  post.mockReset().mockResolvedValue({ message: '', data: {} });
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

describe('student videos page', () => {
  it('says so when no video is assigned to my classes', async () => {
    renderPage([]);
    expect(await screen.findByText('No video has been assigned to your classes yet')).toBeInTheDocument();
  });

  it('plays a video from the list and reports progress every ~12 s while playing and at once on pause', async () => {
    const user = userEvent.setup();
    renderPage(videos);
    await user.click(await screen.findByText('Fractions, part 1'));
    const video = await screen.findByTestId('video-player');
    expect(screen.getByRole('heading', { name: 'Fractions, part 1' })).toBeInTheDocument();

    now += 1_000;
    play(video, 1);
    expect(post).not.toHaveBeenCalled();
    now += 12_000;
    play(video, 13);
    expect(post).toHaveBeenLastCalledWith('home/videos/7/progress', { position_seconds: 13, duration_seconds: 600 });
    now += 1_000;
    play(video, 14);
    expect(post).toHaveBeenCalledTimes(1);
    play(video, 14, 'pause');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith('home/videos/7/progress', { position_seconds: 14, duration_seconds: 600 });
    play(video, 600, 'ended');
    expect(post).toHaveBeenLastCalledWith('home/videos/7/progress', { position_seconds: 600, duration_seconds: 600 });

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    // leaving after the last report sends nothing more
    expect(post).toHaveBeenCalledTimes(3);
  });
});
