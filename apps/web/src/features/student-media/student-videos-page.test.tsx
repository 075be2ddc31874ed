import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studentMediaApi, videoPlaybackApi, videoProgressApi, type StudentVideo } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { StudentVideosPage } from './student-videos-page';

/** The progress reports the page sent, in order. */
let reports: unknown[] = [];

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

function renderPage(data: StudentVideo[]) {
  server.use(
    answer(studentMediaApi.videos, { message: '', data }),
    answer(videoPlaybackApi.cipher, { message: '', data: { otp: 'g', playbackInfo: '/api/videos/7/hls/index.m3u8?grant=g' } }),
    answer(videoProgressApi.save, ({ params, body }) => {
      reports.push({ id: params.id, ...(body as object) });
      return { message: '', data: { video_id: 7, furthest_seconds: 0, watched_seconds: 0, duration_seconds: 600 } };
    }),
  );
  return renderWithProviders(<StudentVideosPage />, { route: '/videos', path: '/videos' });
}

/** Moves the player to a position and fires the media event the browser would. */
function play(video: HTMLElement, seconds: number, event: 'timeUpdate' | 'pause' | 'ended' = 'timeUpdate') {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
  fireEvent[event](video);
}

let now = 1_000_000;
beforeEach(() => {
  reports = [];
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

    const report = (seconds: number) => ({ id: '7', position_seconds: seconds, duration_seconds: 600 });
    now += 1_000;
    play(video, 1);
    now += 12_000;
    play(video, 13);
    // the first second sent nothing; twelve seconds later, one report
    await expect.poll(() => reports).toEqual([report(13)]);
    now += 1_000;
    play(video, 14);
    play(video, 14, 'pause');
    // a second later nothing, the pause at once
    await expect.poll(() => reports).toEqual([report(13), report(14)]);
    play(video, 600, 'ended');
    await expect.poll(() => reports).toEqual([report(13), report(14), report(600)]);

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    // leaving after the last report sends nothing more
    expect(reports).toHaveLength(3);
  });
});
