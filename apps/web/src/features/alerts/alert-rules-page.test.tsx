import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { alertRulesApi, selectOptionsApi, type AlertRule } from '@backoffice/contract';
import { changeLanguage } from '@/lib/language';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server, type AnsweredRequest } from '@/test/server';
import { AlertRulesPage } from './alert-rules-page';

const ABSENCES: AlertRule = {
  id: 1,
  name: 'Three absences',
  kind: 'consecutive_absences',
  threshold: 3,
  window_days: null,
  item_count: null,
  course_id: 5,
  course_name: 'Physics',
  notify: ['staff'],
  active: true,
  open_alerts: 2,
};

/** The rules the server holds, and the create and update requests it was sent. */
function serveRules(rules: AlertRule[]) {
  const created: AnsweredRequest[] = [];
  const updated: AnsweredRequest[] = [];
  server.use(
    answer(alertRulesApi.list, onePage(rules)),
    answer(selectOptionsApi.classCategories, { message: '', data: [{ value: 5, name: 'Physics' }] }),
    answer(alertRulesApi.create, (request) => {
      created.push(request);
      return { message: 'Alert rule created', data: { ...ABSENCES, id: 2 } };
    }),
    answer(alertRulesApi.update, (request) => {
      updated.push(request);
      return { message: 'Alert rule updated', data: { ...ABSENCES, active: false } };
    }),
  );
  return { created, updated };
}

const renderPage = () =>
  renderWithProviders(<AlertRulesPage />, { route: '/settings/alert-rules', path: '/settings/alert-rules' });

describe('Alert rules', () => {
  afterEach(() => changeLanguage('en'));

  it('lists each rule with its kind, threshold, course and open alerts', async () => {
    serveRules([
      ABSENCES,
      {
        ...ABSENCES,
        id: 3,
        name: 'Low scores',
        kind: 'score_drop',
        threshold: 50,
        course_id: null,
        course_name: null,
        open_alerts: 0,
      },
    ]);
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Three absences' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Absences in a row' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Physics' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    const other = screen.getByRole('cell', { name: 'Low scores' }).closest('tr') as HTMLElement;
    expect(within(other).getByRole('cell', { name: 'All courses' })).toBeInTheDocument();
    expect(within(other).getByRole('cell', { name: 'Score drop' })).toBeInTheDocument();
  });

  it('says so when there is no rule, in Arabic right to left', async () => {
    serveRules([]);
    await changeLanguage('ar');
    renderPage();
    expect(await screen.findByText('لا توجد قواعد تنبيه بعد')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'قواعد التنبيه' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('refuses a rule without a name or with a threshold out of range, sending nothing', async () => {
    const user = userEvent.setup();
    const { created } = serveRules([]);
    renderPage();
    await screen.findByText('No alert rules yet');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alert rule' });
    const threshold = await within(dialog).findByRole('textbox', { name: /^Threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The threshold must be between 1 and 100')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it("turns a rule off from its row's switch, sending the rule with active false", async () => {
    const user = userEvent.setup();
    const { updated } = serveRules([ABSENCES]);
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Active: Three absences' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0].params.id).toBe('1');
    expect(updated[0].body).toMatchObject({ name: 'Three absences', kind: 'consecutive_absences', threshold: 3, active: false });
  });
});
