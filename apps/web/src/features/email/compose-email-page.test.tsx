import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { classEmailApi } from '@backoffice/contract';
import { answerOneClass, chooseClass } from '@/test/class-choice';
import { onePage } from '@/test/list-answer';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server, type AnsweredRequest } from '@/test/server';
import { ComposeEmailPage } from './compose-email-page';

// ProseMirror measures the selection after an edit; jsdom lays nothing out, so it measures nothing.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

function answerClassAndHistory() {
  server.use(
    answer(classEmailApi.preview, { message: '', data: { html: '<p>preview</p>', text: 'preview' } }),
    answer(classEmailApi.list, onePage([])),
  );
  answerOneClass();
}

type User = ReturnType<typeof userEvent.setup>;

async function fillIn(user: User, subject: string, body: string) {
  await chooseClass(user);
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), subject);
  await user.click(screen.getByRole('textbox', { name: 'Body' }));
  await user.paste(body);
}

describe('ComposeEmailPage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("names each missing field and says 'Please fill all fields' instead of sending", async () => {
    const user = userEvent.setup();
    answerClassAndHistory();
    renderWithProviders(<ComposeEmailPage />);
    await user.click(await screen.findByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Please select a class')).toBeVisible();
    expect(screen.getByText('Please fill all fields')).toBeVisible();
    expect(screen.getByText('Subject is required')).toBeVisible();
    expect(screen.getByText('Body is required')).toBeVisible();
  });

  it('says it in Arabic too', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ar');
    answerClassAndHistory();
    renderWithProviders(<ComposeEmailPage />);
    await user.click(await screen.findByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('يرجى ملء جميع الحقول')).toBeVisible();
  });

  it('sends the subject, the body as HTML and the parents choice to the chosen class, then empties the form', async () => {
    const user = userEvent.setup();
    answerClassAndHistory();
    const sent: AnsweredRequest[] = [];
    server.use(
      answer(classEmailApi.send, (request) => {
        sent.push(request);
        return { message: 'E-mail queued for 4 recipients', data: { id: 1, recipients: 4 } };
      }),
    );
    renderWithProviders(<ComposeEmailPage />);
    await fillIn(user, 'Exam week', 'Bring your calculator');
    await user.click(screen.getByRole('checkbox', { name: /parents/ }));
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('E-mail queued for 4 recipients')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].params.id).toBe('7');
    expect(sent[0].body).toEqual({ subject: 'Exam week', body: '<p>Bring your calculator</p>', includeParents: true });
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(await screen.findByRole('textbox', { name: 'Body' })).toHaveTextContent('');
  });

  it("sends from the keyboard and shows the server's 422 message on its field", async () => {
    const user = userEvent.setup();
    answerClassAndHistory();
    server.use(
      refuse(classEmailApi.send, 422, 'The given data was invalid.', {
        subject: ['Subject may not be longer than 300 characters'],
      }),
    );
    renderWithProviders(<ComposeEmailPage />);
    await fillIn(user, 'Exam week', 'Bring your calculator');
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    await user.type(subject, '{Enter}');
    expect(await screen.findByText('Subject may not be longer than 300 characters')).toBeVisible();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
  });
});
