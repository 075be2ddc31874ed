import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertsApi, type Alert } from '@backoffice/contract';
import { i18n, loadMessages } from '@/lib/i18n';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { AtRiskCard } from './at-risk-card';

const alert: Alert = {
  id: 7,
  status: 'open',
  rule_id: 1,
  rule_name: 'Three absences',
  kind: 'consecutive_absences',
  threshold: 3,
  class_id: 3,
  class_name: 'Chemistry - Grade 10',
  student_id: 11,
  student_name: 'Amal Hassan',
  details: { count: 3, dates: ['2026-11-23', '2026-11-16', '2026-11-09'] },
  opened_at: '2026-11-23T10:00:00.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  note: null,
  resolved_at: null,
};

describe('AtRiskCard', () => {
  it('lists the classes with open alerts, opens a class on its students and why, and acknowledges one with its note', async () => {
    await loadMessages('alerts');
    const acknowledged: unknown[] = [];
    let isOpen = true;
    server.use(
      answer(alertsApi.classes, () => ({
        message: '',
        data: isOpen ? [{ class_id: 3, class_name: 'Chemistry - Grade 10', open: 1, students: 1 }] : [],
      })),
      answer(alertsApi.list, () => onePage(isOpen ? [alert] : [])),
      answer(alertsApi.acknowledge, ({ params, body }) => {
        acknowledged.push({ id: params.id, body });
        isOpen = false;
        return { message: 'Alert acknowledged', data: { ...alert, status: 'acknowledged' as const } };
      }),
    );
    renderWithProviders(<AtRiskCard />);
    const card = await screen.findByRole('region', { name: 'At risk' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Chemistry - Grade 10: 1 open alert for 1 student' }));

    const dialog = await screen.findByRole('dialog', { name: 'At risk in Chemistry - Grade 10' });
    expect(await within(dialog).findByText(/^3 absences in a row: /)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Called the family');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge the alert of Amal Hassan' }));
    expect(await screen.findByText('Alert acknowledged')).toBeVisible();
    expect(acknowledged).toEqual([{ id: '7', body: { note: 'Called the family' } }]);
    // The last alert gone, the dialog says so (no empty table) and Close holds the focus, not the page's body.
    expect(await within(dialog).findByText('No open alerts')).toBeVisible();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('No open alerts')).toBeVisible();
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'At risk' })).toHaveFocus());
  });

  it('counts alerts and students in the plural forms of each language, Arabic\'s six too', async () => {
    await loadMessages('alerts');
    server.use(
      answer(alertsApi.classes, () => ({
        message: '',
        data: [
          { class_id: 3, class_name: 'Chemistry', open: 3, students: 2 },
          { class_id: 4, class_name: 'Physics', open: 11, students: 1 },
        ],
      })),
    );
    renderWithProviders(<AtRiskCard />);
    expect(await screen.findByRole('button', { name: 'Chemistry: 3 open alerts for 2 students' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Physics: 11 open alerts for 1 student' })).toBeVisible();

    await act(() => i18n.changeLanguage('ar'));
    // Arabic: 3 is "few" (تنبيهات), 11 "many" (تنبيهًا), 2 the dual (طالبين), 1 the singular (طالب واحد).
    expect(await screen.findByRole('button', { name: 'Chemistry: 3 تنبيهات مفتوحة لـ طالبين' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Physics: 11 تنبيهًا مفتوحًا لـ طالب واحد' })).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
  });
});
