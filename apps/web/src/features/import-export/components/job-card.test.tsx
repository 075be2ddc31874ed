import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportExportJob } from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { JobCard } from './job-card';
import { renderWithProviders } from '@/test/render';

const job = (changes: Partial<ImportExportJob>): ImportExportJob => ({
  id: 1,
  type: 'export',
  status: 'completed',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  file_name: 'students-2026-03-01-1000.xlsx',
  entity_type: 'students',
  url: '/api/admin/import-export-requests/1/download',
  error_message: null,
  errors_json: null,
  error: null,
  row_errors: null,
  progress: { done: 0, total: null, percent: null },
  started_at: null,
  finished_at: null,
  created_by: 1,
  ...changes,
});

function renderCard(value: ImportExportJob) {
  const onDownload = vi.fn();
  const onShowErrors = vi.fn();
  renderWithProviders(<JobCard job={value} isDownloading={false} onDownload={onDownload} onShowErrors={onShowErrors} />);
  return { onDownload, onShowErrors };
}

describe('JobCard', () => {
  it('offers Download for a completed export with a url, showing its file name', async () => {
    const { onDownload } = renderCard(job({}));
    expect(screen.getByText('students-2026-03-01-1000.xlsx')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalled();
  });

  it.each([
    ['in progress', { status: 'in_progress' as const, url: null }],
    ['completed without a url', { url: null }],
    ['failed', { status: 'failed' as const, url: null, error: { code: 'export.unexpected', params: {} } }],
  ])('disables Download for an export %s', (_, changes) => {
    renderCard(job(changes));
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('offers Show Errors only for a failed import with row errors, and names the entity', () => {
    const rowErrors = [{ row: 3, field: 'email', message: 'Email is required' }];
    const error = { code: 'job.text', params: { text: '2 rows have errors' } };
    renderCard(job({ type: 'import', status: 'failed', url: null, row_errors: rowErrors, error }));
    expect(screen.getByText('students')).toBeInTheDocument();
    expect(screen.getByText('2 rows have errors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Errors' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('offers no Show Errors for a completed import and for a failed one without row errors', () => {
    renderCard(job({ id: 2, type: 'import', status: 'completed', url: null }));
    renderCard(job({ id: 3, type: 'import', status: 'failed', url: null, error: { code: 'import.unreadable', params: {} } }));
    expect(screen.queryByRole('button', { name: 'Show Errors' })).not.toBeInTheDocument();
  });

  it('says how many rows a completed import wrote and refused, with Show Errors only when it refused some', async () => {
    const completed = { type: 'import' as const, status: 'completed' as const, url: null };
    renderCard(job({ ...completed, id: 4, progress: { done: 5000, total: 5000, percent: 100 } }));
    expect(screen.getByText('5,000 imported, 0 errors')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show Errors' })).not.toBeInTheDocument();
    const rowErrors = [{ row: 3, field: 'email', message: 'Email is required' }];
    const { onShowErrors } = renderCard(job({ ...completed, id: 5, progress: { done: 4, total: 5, percent: 80 }, row_errors: rowErrors }));
    expect(screen.getByText('4 imported, 1 error')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show Errors' }));
    expect(onShowErrors).toHaveBeenCalled();
  });

  describe('in Arabic', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('renders the coded job message with its numbers, the entity and the actions', async () => {
      await i18n.changeLanguage('ar');
      const message = '2 of 3 rows have errors; nothing was imported.';
      const error = { code: 'import.rowErrors', params: { failed: 2, total: 3 } };
      const rowErrors = [{ row: 2, field: 'email', message: 'Email is required' }];
      renderCard(job({ type: 'import', status: 'failed', url: null, row_errors: rowErrors, error, error_message: message }));
      expect(screen.getByText('صفوف بها أخطاء: 2 من 3؛ لم يتم استيراد أي شيء.')).toBeInTheDocument();
      expect(screen.getByText('الطلاب')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'عرض الأخطاء' })).toBeInTheDocument();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    });

    it("says a completed import's counts with Arabic plurals", async () => {
      await i18n.changeLanguage('ar');
      renderCard(job({ type: 'import', status: 'completed', url: null, progress: { done: 2, total: 3, percent: 66 }, row_errors: [] }));
      expect(screen.getByText('صفان مستوردان، خطأ واحد')).toBeVisible();
      renderCard(job({ id: 2, type: 'import', status: 'completed', url: null, progress: { done: 11, total: 11, percent: 100 } }));
      expect(screen.getByText(/^11 صفاً مستورداً، لا أخطاء$/)).toBeVisible();
    });

    it('shows a fixed job message from the shared dictionary and the date in Arabic months', async () => {
      await i18n.changeLanguage('ar');
      renderCard(job({ type: 'import', status: 'failed', url: null, error: { code: 'import.sheetEmpty', params: {} } }));
      expect(screen.getByText('جدول البيانات فارغ.')).toBeInTheDocument();
      expect(screen.getByText(/مارس 2026/)).toBeInTheDocument();
    });
  });
});
