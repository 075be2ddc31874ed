import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { classMembersApi, notificationsApi } from '@backoffice/contract';
import { answerOneClass, chooseClass } from '@/test/class-choice';
import { onePage } from '@/test/list-answer';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server, type AnsweredRequest } from '@/test/server';
import { SendNotificationPage } from './send-notification-page';

const student = (id: number, name: string) => ({
  id,
  userId: id,
  name,
  nickname: null,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  birthDate: null,
  class_user_id: id + 100,
});
const students = [student(11, 'Mona Adel'), student(12, 'Omar Samy')];

function answerClassAndRoster() {
  server.use(answer(classMembersApi.students, onePage(students)), answer(notificationsApi.list, onePage([])));
  answerOneClass();
}

describe('SendNotificationPage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("names each missing field and says 'Please fill all fields' instead of sending", async () => {
    const user = userEvent.setup();
    answerClassAndRoster();
    renderWithProviders(<SendNotificationPage />);
    await user.click(screen.getByRole('button', { name: 'SEND ALL' }));
    expect(await screen.findByText('Please select a class')).toBeVisible();
    expect(screen.getByText('Please fill all fields')).toBeVisible();
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(screen.getByText('Body is required')).toBeVisible();
  });

  it('says it in Arabic too', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ar');
    answerClassAndRoster();
    renderWithProviders(<SendNotificationPage />);
    await user.click(await screen.findByRole('button', { name: 'إرسال للجميع' }));
    expect(await screen.findByText('يرجى ملء جميع الحقول')).toBeVisible();
  });

  it('sends the title, body and ticked students to the chosen class, then empties the form', async () => {
    const user = userEvent.setup();
    answerClassAndRoster();
    const sent: AnsweredRequest[] = [];
    server.use(
      answer(notificationsApi.send, (request) => {
        sent.push(request);
        return { message: 'Notification sent to 1 student', data: { id: 1, recipients: 1 } };
      }),
    );
    renderWithProviders(<SendNotificationPage />);
    await chooseClass(user);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Quiz moved');
    await user.type(screen.getByRole('textbox', { name: /Body/ }), 'Thursday now.');
    await user.click(await screen.findByRole('checkbox', { name: 'Omar Samy' }));
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Notification sent to 1 student')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].params.id).toBe('7');
    expect(sent[0].body).toEqual({ title: 'Quiz moved', body: 'Thursday now.', studentIds: [12] });
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'SEND ALL' })).toBeVisible();
  });

  it("sends from the keyboard and shows the server's 422 message on its field", async () => {
    const user = userEvent.setup();
    answerClassAndRoster();
    server.use(
      refuse(notificationsApi.send, 422, 'The given data was invalid.', {
        title: ['Title may not be longer than 190 characters'],
      }),
    );
    renderWithProviders(<SendNotificationPage />);
    await chooseClass(user);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Quiz moved');
    await user.type(screen.getByRole('textbox', { name: /Body/ }), 'Thursday now.');
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.type(title, '{Enter}');
    expect(await screen.findByText('Title may not be longer than 190 characters')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(title.closest('.MuiFormControl-root') as HTMLElement).getByText(/190 characters/)).toBeVisible();
  });
});
