import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  parentDigestApi,
  selectOptionsApi,
  settingsApi,
  DEFAULT_SETTINGS,
  type ParentDigestSettings,
} from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { SettingsPage } from '../settings-page';

const saved: ParentDigestSettings = { enabled: false, day: 'thursday', time: '17:00' };

function renderPage() {
  const sent: unknown[] = [];
  const previewed: string[] = [];
  server.use(
    answer(settingsApi.get, { message: '', data: DEFAULT_SETTINGS }),
    answer(parentDigestApi.get, { message: '', data: saved }),
    answer(parentDigestApi.save, ({ body }) => {
      sent.push(body);
      return { message: 'Settings saved successfully', data: body as ParentDigestSettings };
    }),
    answer(selectOptionsApi.students, { message: '', data: [{ value: 7, name: 'Lina Samir', email: 'lina@example.com' }] }),
    answer(parentDigestApi.preview, ({ query }) => {
      previewed.push(query.get('student_id') ?? '');
      return {
        message: '',
        data: {
          subject: 'The week of Lina Samir',
          html: '<p>The week of Lina Samir</p>',
          language: 'en' as const,
          recipients: ['mum@example.com'],
        },
      };
    }),
  );
  renderWithProviders(<SettingsPage />, { route: '/settings', path: '/settings' });
  return { sent, previewed };
}

const section = () => screen.getByRole('region', { name: 'Weekly parent e-mail' });

describe('Settings: weekly parent e-mail', () => {
  it('switches the e-mail on for another day and saves it', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Send the weekly e-mail to parents' }));
    await user.click(within(section()).getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Save weekly e-mail' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: true, day: 'sunday', time: '17:00' }]);
  });

  it("puts the server's field error under the time", async () => {
    const user = userEvent.setup();
    renderPage();
    server.use(refuse(parentDigestApi.save, 422, 'The given data was invalid.', { time: ['The time must be in HH:mm form'] }));
    await user.click(await screen.findByRole('button', { name: 'Save weekly e-mail' }));
    expect(await screen.findByText('The time must be in HH:mm form')).toBeInTheDocument();
  });

  it("previews a chosen student's e-mail in a sandboxed frame, with its recipients", async () => {
    const user = userEvent.setup();
    const { previewed } = renderPage();
    await user.type(await screen.findByRole('combobox', { name: 'Student' }), 'Lin');
    await user.click(await screen.findByRole('option', { name: 'Lina Samir (lina@example.com)' }));
    const frame = await screen.findByTitle('Preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('The week of Lina Samir');
    expect(screen.getByText('To: mum@example.com')).toBeInTheDocument();
    expect(previewed).toEqual(['7']);
  });
});
