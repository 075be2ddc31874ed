import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@backoffice/contract';
import { refuse, server } from '@/test/server';
import { call } from './api-client';
import { forgetWithToken, getToken, onTokenChangedElsewhere, removeToken, setToken } from './session-storage';

afterEach(() => forgetWithToken(() => undefined));

describe('the end of a session in this browser', () => {
  it("forgets what the app handed with the token, also when a 401 ends the session (expired, signed out everywhere)", async () => {
    const forget = vi.fn();
    forgetWithToken(forget);
    setToken('session-token');
    server.use(refuse(authApi.me, 401, 'Unauthenticated.'));
    await expect(call(authApi.me)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);

    setToken('next-token');
    removeToken();
    expect(forget).toHaveBeenCalledTimes(2);
  });

  it('is heard from another tab when the token this tab used is removed or replaced, not when one first appears', () => {
    const ended = vi.fn();
    const stop = onTokenChangedElsewhere(ended);
    const fromAnotherTab = (key: string, oldValue: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
    fromAnotherTab('token', null, 'first-token');
    fromAnotherTab('language', 'en', 'ar');
    expect(ended).not.toHaveBeenCalled();
    fromAnotherTab('token', 'first-token', null);
    fromAnotherTab('token', 'first-token', 'someone-elses-token');
    expect(ended).toHaveBeenCalledTimes(2);
    stop();
    fromAnotherTab('token', 'someone-elses-token', null);
    expect(ended).toHaveBeenCalledTimes(2);
  });
});
