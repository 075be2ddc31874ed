import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, STUDENT_PENDING_MESSAGE, studentAuthApi } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { ForgotPasswordPage } from './forgot-password-page';
import { StudentLoginPage } from './student-login-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<StudentLoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/classes/:id" element={<p>Class page</p>} />
    </Routes>,
    { route },
  );

afterEach(() => localStorage.clear());

describe('student sign-in', () => {
  it('signs in and goes back to the page the student came from, holding the new token', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      answer(studentAuthApi.login, ({ body }) => {
        sent.push(body);
        return { message: '', data: { token: 'student-token', user: { id: 21, name: 'Amal Hassan', nickname: null, email: 'amal@example.com' } } };
      }),
    );
    const { router } = renderAt('/login?next=/classes/7');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'amal@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Class page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/classes/7');
    expect(localStorage.getItem('token')).toBe('student-token');
    expect(sent).toEqual([{ email: 'amal@example.com', password: 'secret-123' }]);
  });

  it('tells a student whose sign-up is pending why, above the form, and stays signed out', async () => {
    const user = userEvent.setup();
    server.use(refuse(studentAuthApi.login, 403, STUDENT_PENDING_MESSAGE));
    renderAt('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'amal@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is waiting for approval by the staff.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for a reset link from the sign-in page and shows the same answer for any e-mail', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      answer(studentAuthApi.forgotPassword, ({ body }) => {
        sent.push(body);
        return { message: FORGOT_PASSWORD_MESSAGE, data: null };
      }),
    );
    renderAt('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByText('Reset your password')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amal@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'If this e-mail belongs to a student account, we sent it a link to choose a new password.',
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ email: 'amal@example.com' }]);
  });
});
