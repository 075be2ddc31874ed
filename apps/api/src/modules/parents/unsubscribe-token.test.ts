import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { rotateUnsubscribeKey, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const t = useTestApp();

describe('the unsubscribe key', () => {
  it('once rotated (npm run rotate-keys), no longer verifies a link signed before, and signs new ones that verify', async () => {
    const { db } = t.database;
    const before = await signUnsubscribeToken(db, 'parent@example.com');
    expect(await verifyUnsubscribeToken(db, before)).toBe('parent@example.com');

    await rotateUnsubscribeKey(db);

    expect(await verifyUnsubscribeToken(db, before)).toBeNull();
    const after = await signUnsubscribeToken(db, 'parent@example.com');
    expect(after).not.toBe(before);
    expect(await verifyUnsubscribeToken(db, after)).toBe('parent@example.com');
  });
});
