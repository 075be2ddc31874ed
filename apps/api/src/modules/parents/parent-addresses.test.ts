import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createStudent } from '../../../test/factories';
import { parentAddressesOf, parentAddressesOfStudents, unsubscribeAddress } from './parent-addresses';

const t = useTestApp();

describe('parents’ addresses', () => {
  it('reads many students’ parents at once with the rules of one: trimmed, each once, unsubscribed ones left out', async () => {
    const db = t.database.db;
    const both = await createStudent(db, {
      profile: { motherEmail: ' Mum@Example.com ', fatherEmail: 'mum@example.com', language: 'ar' },
    });
    const one = await createStudent(db, { profile: { motherEmail: 'gone@example.com', fatherEmail: 'dad@example.com' } });
    const none = await createStudent(db, { profile: { motherEmail: 'not an address' } });
    await unsubscribeAddress(db, 'GONE@example.com');

    const byStudent = await parentAddressesOfStudents(db, [both.id, one.id, none.id]);
    expect(byStudent.get(both.id)).toEqual([{ email: 'Mum@Example.com', language: 'ar' }]);
    expect(byStudent.get(one.id)).toEqual([{ email: 'dad@example.com', language: 'en' }]);
    expect(byStudent.get(none.id)).toEqual([]);
    expect(await parentAddressesOf(db, one.id)).toEqual(byStudent.get(one.id));
  });
});
