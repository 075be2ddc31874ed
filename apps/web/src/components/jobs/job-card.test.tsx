import { Button } from '@mui/material';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobMessage, JobProgress, JobStatus } from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { JobCard } from './job-card';
import { renderWithProviders } from '@/test/render';

function renderCard(status: JobStatus, progress: JobProgress, error: JobMessage | null = null) {
  renderWithProviders(
    <JobCard
      label="report 7"
      status={status}
      createdAt="2026-03-01T10:00:00.000Z"
      title="Class 3 report"
      progress={progress}
      error={error}
      actions={<Button>Open</Button>}
    />,
  );
}

describe('the shared JobCard', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows how far a running job is, and no bar once it has ended', () => {
    renderCard('in_progress', { done: 40, total: 100, percent: 40 });
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Job progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40 of 100')).toBeInTheDocument();
    renderCard('completed', { done: 100, total: 100, percent: 100 });
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('shows a waiting job with an open-ended bar', () => {
    renderCard('pending', { done: 0, total: null, percent: null });
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Job progress' })).not.toHaveAttribute('aria-valuenow');
  });

  it('shows a job killed by a stop in Arabic, from its code', async () => {
    await i18n.changeLanguage('ar');
    renderCard('failed', { done: 5, total: 10, percent: 50 }, { code: 'job.interrupted', params: {} });
    expect(screen.getByText('فشلت')).toBeInTheDocument();
    expect(screen.getByText('توقفت المهمة عند إيقاف الخادم؛ يرجى بدئها مرة أخرى.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/مارس 2026/)).toBeInTheDocument();
  });

  it('shows the same message in English as the API', () => {
    renderCard(
      'failed',
      { done: 0, total: null, percent: null },
      { code: 'import.missingColumns', params: { columns: 'phone, gender' } },
    );
    expect(screen.getByText('The sheet is missing the required columns: phone, gender.')).toBeInTheDocument();
  });
});
