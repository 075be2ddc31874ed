import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/language';
import { renderWithProviders } from '@/test/render';
import { server } from '@/test/server';
import { StudentsTransferButtons } from './students-transfer-buttons';

describe('the Import buttons of Students', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    return act(() => changeLanguage('en'));
  });

  it.each([
    ['en', 'Download template'],
    ['ar', 'تنزيل القالب'],
  ] as const)('offer the import template in %s, asked in the language on screen and saved as a file', async (language, label) => {
    await act(() => changeLanguage(language));
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/students/import-template', ({ request }) => {
        asked.push(request.headers.get('accept-language') ?? '');
        return new HttpResponse(new Uint8Array([80, 75]), { headers: { 'content-type': 'application/octet-stream' } });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<StudentsTransferButtons onImportErrors={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: label }));
    await vi.waitFor(() => expect(saved).toEqual(['students-import-template.xlsx']));
    expect(asked).toEqual([language]);
  });
});
