import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, endSessionIfRefused, setUnauthorizedHandler, signedInHeaders, waitFor } from './request-core';
import { chooseTokenKey, getToken, setStoredLanguage } from './session-storage';

afterEach(() => {
  chooseTokenKey('token');
  setUnauthorizedHandler(() => undefined);
  localStorage.clear();
});

describe('signedInHeaders', () => {
  it("carries the staff app's token and the chosen language", () => {
    localStorage.setItem('token', 'staff-token');
    localStorage.setItem('student-token', 'student-token');
    setStoredLanguage('ar');
    expect(signedInHeaders()).toEqual({
      headers: { 'Accept-Language': 'ar', Authorization: 'Bearer staff-token' },
      token: 'staff-token',
    });
  });

  it("carries the student app's own token in a browser where staff are signed in too", () => {
    localStorage.setItem('token', 'staff-token');
    localStorage.setItem('student-token', 'student-token');
    chooseTokenKey('student-token');
    expect(signedInHeaders()).toEqual({
      headers: { 'Accept-Language': 'en', Authorization: 'Bearer student-token' },
      token: 'student-token',
    });
  });

  it('sends only the language before a sign-in', () => {
    expect(signedInHeaders()).toEqual({ headers: { 'Accept-Language': 'en' }, token: null });
  });
});

describe('endSessionIfRefused', () => {
  it('ends a session refused with 401: the token goes, then the app signs in again', () => {
    localStorage.setItem('token', 'staff-token');
    const signInAgain = vi.fn(() => expect(getToken()).toBeNull());
    setUnauthorizedHandler(signInAgain);
    expect(endSessionIfRefused(401, 'staff-token')).toBe(true);
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('leaves the session to a 401 sent without a token (a wrong password) and to every other answer', () => {
    localStorage.setItem('token', 'staff-token');
    const signInAgain = vi.fn();
    setUnauthorizedHandler(signInAgain);
    expect(endSessionIfRefused(401, null)).toBe(false);
    for (const status of [403, 404, 500, undefined]) expect(endSessionIfRefused(status, 'staff-token')).toBe(false);
    expect(signInAgain).not.toHaveBeenCalled();
    expect(getToken()).toBe('staff-token');
  });
});

describe('backoffMs', () => {
  it('doubles from the first wait, up to half again at random, never below what was asked nor past the limit', () => {
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0);
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(10, 1000, 30_000)).toBe(30_000);
    random.mockReturnValue(0.999);
    expect(backoffMs(1, 1000)).toBeCloseTo(1499.5);
    expect(backoffMs(10, 1000, 30_000)).toBeCloseTo(44_985);
  });
});

describe('waitFor', () => {
  it('resolves after its time, and rejects with the reason when aborted meanwhile or before', async () => {
    vi.useFakeTimers();
    try {
      const waited = vi.fn();
      void waitFor(500).then(waited);
      await vi.advanceTimersByTimeAsync(499);
      expect(waited).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toHaveBeenCalled();

      const leaving = new AbortController();
      const waiting = waitFor(30_000, leaving.signal);
      leaving.abort(new DOMException('left', 'AbortError'));
      await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
      await expect(waitFor(10, leaving.signal)).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      vi.useRealTimers();
    }
  });
});
