import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { questionBankOptionsApi, questionsApi, type Question } from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { changeLanguage } from '@/lib/language';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server, type AnsweredRequest } from '@/test/server';
import { QuestionsPage } from './questions-page';

const FORCE: Question = {
  id: 1,
  text: 'Unit of force?',
  type: 'single_choice',
  points: 2,
  complexity: 3,
  class_category_id: 5,
  version: 1,
  educationalParts: [{ id: 4, name: 'Mechanics' }],
  mcqOptions: [],
};
const ARABIC: Question = { ...FORCE, id: 2, text: 'ما وحدة القوة؟', type: 'text', complexity: 1, educationalParts: [] };

/** The bank the server holds: the list filtered by part as the API does, and every list query and create it was sent. */
function serveQuestions(questions: Question[]) {
  const queries: URLSearchParams[] = [];
  const created: AnsweredRequest[] = [];
  server.use(
    answer(questionsApi.list, ({ query }) => {
      queries.push(query);
      const part = query.get('educational_part_id');
      return onePage(part ? questions.filter((q) => q.educationalParts.some((p) => String(p.id) === part)) : questions);
    }),
    answer(questionBankOptionsApi.educationalParts, { message: '', data: [{ value: 4, name: 'Mechanics' }] }),
    answer(questionsApi.drawPreview, ({ query }) => ({
      message: '',
      data: {
        educational_part_id: Number(query.get('educational_part_id')),
        complexity: null,
        quantity: 1,
        available: 1,
        isPossible: true,
        byComplexity: [{ complexity: 3, available: 1 }],
      },
    })),
    answer(questionsApi.create, (request) => {
      created.push(request);
      return { message: 'Question created successfully', data: FORCE };
    }),
  );
  return { queries, created };
}

const renderPage = (route = '/questions') => renderWithProviders(<QuestionsPage />, { route, path: '/questions' });

describe('Questions', () => {
  afterEach(() => changeLanguage('en'));

  it('lists each question with its type, points, complexity and parts, an Arabic text in its own direction', async () => {
    serveQuestions([FORCE, ARABIC]);
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Unit of force?' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Single choice' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(row).getByText('Mechanics')).toBeInTheDocument();
    expect(screen.getByText('ما وحدة القوة؟')).toHaveAttribute('dir', 'auto');
  });

  it('says so when the bank is empty, in Arabic too', async () => {
    serveQuestions([]);
    await changeLanguage('ar');
    renderPage();
    expect(await screen.findByText(i18n.t('questions.empty'))).toBeInTheDocument();
    expect(i18n.t('questions.empty')).not.toBe('No Questions Found');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('asks for the chosen part, keeps it in the URL and says how many a draw can take', async () => {
    const user = userEvent.setup();
    const { queries } = serveQuestions([FORCE, ARABIC]);
    const { router } = renderPage();
    await screen.findByRole('cell', { name: 'ما وحدة القوة؟' });
    await user.click(screen.getByRole('combobox', { name: 'Educational Part' }));
    await user.click(await screen.findByRole('option', { name: 'Mechanics' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ما وحدة القوة؟' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Unit of force?' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('educational_part_id')).toBe('4');
    expect(router.state.location.search).toContain('educational_part_id=4');
    expect(await screen.findByText('A draw from this part can take 1 question')).toBeInTheDocument();
  });

  it('refuses an empty question with the form’s messages, sending nothing', async () => {
    const user = userEvent.setup();
    const { created } = serveQuestions([]);
    renderPage();
    await screen.findByText('No Questions Found');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Text is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});
