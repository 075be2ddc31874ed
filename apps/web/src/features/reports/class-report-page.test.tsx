import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportsApi, selectOptionsApi } from '@backoffice/contract';
import { typeInPicker } from '@/test/pickers';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { ClassReportPage } from './class-report-page';

/** Serves two classes; Chemistry has three parents, Physics none. Returns the bodies previewed and sent. */
function renderPage() {
  const previewed: unknown[] = [];
  const sent: unknown[] = [];
  server.use(
    answer(selectOptionsApi.classes, { message: '', data: [{ value: 3, name: 'Chemistry - Grade 10' }, { value: 5, name: 'Physics - Grade 10' }] }),
    answer(reportsApi.previewClassReports, ({ body }) => {
      previewed.push(body);
      return {
        message: '',
        data: [
          {
            classId: 3,
            className: 'Chemistry - Grade 10',
            recipients: 3,
            sample: { to: 'parent@example.com', subject: 'Weekly report', html: '<p>Amal did well</p>' },
          },
          { classId: 5, className: 'Physics - Grade 10', recipients: 0, sample: null },
        ],
      };
    }),
    answer(reportsApi.sendClassReports, ({ body }) => {
      sent.push(body);
      return { message: '3 e-mails were queued', data: { queued: 3 } };
    }),
  );
  renderWithProviders(<ClassReportPage />, { route: '/class-reports', path: '/class-reports' });
  return { previewed, sent };
}

describe('Class Reports', () => {
  it('asks for a class before previewing or sending anything', async () => {
    const user = userEvent.setup();
    const { previewed, sent } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(previewed).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('says a report date that does not exist is wrong, and previews nothing for it', async () => {
    const user = userEvent.setup();
    const { previewed } = renderPage();
    await typeInPicker(document.body, 'Report date', '31022026');
    expect(await screen.findByText('This date does not exist')).toBeVisible();
    const classes = await screen.findByRole('combobox', { name: 'Classes' });
    await user.click(classes);
    await user.click(await screen.findByRole('option', { name: 'Chemistry - Grade 10' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();
    expect(previewed).toEqual([]);
  });

  it("previews each chosen class's parents' e-mail for the chosen date, then sends them", async () => {
    const user = userEvent.setup();
    const { previewed, sent } = renderPage();
    const classes = await screen.findByRole('combobox', { name: 'Classes' });
    await user.click(classes);
    await user.click(await screen.findByRole('option', { name: 'Chemistry - Grade 10' }));
    await user.click(classes);
    await user.click(await screen.findByRole('option', { name: 'Physics - Grade 10' }));
    await typeInPicker(document.body, 'Report date', '19112026');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByTitle('Sample e-mail of Chemistry - Grade 10')).toHaveAttribute('srcdoc', '<p>Amal did well</p>');
    expect(screen.getByText('3 parent e-mails')).toBeInTheDocument();
    expect(screen.getByText('To: parent@example.com · Weekly report')).toBeInTheDocument();
    expect(screen.getByText('No parent e-mail is known for this class.')).toBeInTheDocument();
    expect(previewed).toEqual([{ classIds: [3, 5], reportDate: '2026-11-19' }]);

    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('3 e-mails were queued')).toBeInTheDocument();
    expect(sent).toEqual([{ classIds: [3, 5], reportDate: '2026-11-19' }]);
  });
});
