import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARENT_DIGEST_SETTINGS, parentDigestApi, settingsApi, type Settings } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { SettingsPage } from './settings-page';

const saved: Settings = {
  enable_report_auto_generation: true,
  class_report_auto_generation_day: 'thursday',
  class_report_auto_generation_time: '18:00',
  school_report_auto_generation_day: 'friday',
  school_report_auto_generation_time: '09:30',
  time_zone: 'Africa/Cairo',
};

function renderPage() {
  const sent: unknown[] = [];
  server.use(
    answer(settingsApi.get, { message: '', data: saved }),
    answer(parentDigestApi.get, { message: '', data: DEFAULT_PARENT_DIGEST_SETTINGS }),
    answer(settingsApi.save, ({ body }) => {
      sent.push(body);
      return { message: 'Settings saved successfully', data: body as Settings };
    }),
  );
  renderWithProviders(<SettingsPage />, { route: '/settings', path: '/settings' });
  return { sent };
}

/** The class report's and the school report's day selects, in the order of the screen. */
const daySelects = () => screen.getAllByRole('combobox', { name: 'Day' });

describe('Settings', () => {
  it('shows the saved settings, and saves the switch and a changed day', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage();
    const enable = await screen.findByRole('switch', { name: 'Automatic report generation' });
    expect(enable).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Class report' })).toBeInTheDocument();
    expect(daySelects()[0]).toHaveTextContent('Thursday');
    expect(daySelects()[1]).toHaveTextContent('Friday');

    await user.click(enable);
    await user.click(daySelects()[0]);
    await user.click(await screen.findByRole('option', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ ...saved, enable_report_auto_generation: false, class_report_auto_generation_day: 'monday' }]);
  });

  it("shows the school's time zone and saves another one", async () => {
    const user = userEvent.setup();
    const { sent } = renderPage();
    const zone = await screen.findByRole('combobox', { name: 'School time zone' });
    expect(zone).toHaveTextContent('Africa/Cairo');
    expect(screen.getByText('Today, due dates, weeks and report times are read on this clock.')).toBeInTheDocument();
    await user.click(zone);
    await user.click(await screen.findByRole('option', { name: 'Asia/Riyadh' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ ...saved, time_zone: 'Asia/Riyadh' }]);
  });

  it("puts the server's field error under its field and says why", async () => {
    const user = userEvent.setup();
    renderPage();
    server.use(
      refuse(settingsApi.save, 422, 'The given data was invalid.', {
        school_report_auto_generation_day: ['The day is not allowed.'],
      }),
    );
    await screen.findByRole('switch', { name: 'Automatic report generation' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The day is not allowed.')).toBeInTheDocument();
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
  });
});
