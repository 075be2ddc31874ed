import { describe, expect, it } from 'vitest';
import { noteEndpoints } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createCenter, createClass } from '../../../test/factories';

const t = useTestApp();
const classNotes = noteEndpoints('classes', 'notes');
const classDropped = noteEndpoints('classes', 'dropped');
const classTransfers = noteEndpoints('classes', 'transfers');
const centerNotes = noteEndpoints('centers', 'notes');
const centerTransfers = noteEndpoints('centers', 'transfers');

describe('notes, dropped and transfers of classes and centers', () => {
  it('creates, lists newest first, updates and deletes the notes of a class', async () => {
    const { headers } = await t.signIn('admin');
    const row = await createClass(t.database.db);
    const url = `/api/admin/classes/${row.id}/notes`;
    const first = await t.call(classNotes.create, { url, headers, payload: { note: 'First', reason: 'ignored' } });
    expect(first.body).toEqual({
      message: 'Note created successfully',
      data: { id: expect.any(Number), note: 'First', reason: null, createdAt: expect.any(String) },
    });
    await t.call(classNotes.create, { url, headers, payload: { note: 'Second' } });
    const list = await t.call(classNotes.list, { url, headers });
    expect(list.body.data.map((n) => n.note)).toEqual(['Second', 'First']);
    expect(list.body.meta.pagination.total).toBe(2);
    const id = first.body.data.id;
    const updated = await t.call(classNotes.update, { url: `${url}/${id}`, headers, payload: { id, note: 'Edited' } });
    expect(updated.body).toMatchObject({ message: 'Note updated successfully', data: { id, note: 'Edited' } });
    expect((await t.call(classNotes.remove, { url: `${url}/${id}`, headers })).body.message).toBe('Note deleted successfully');
    expect((await t.call(classNotes.list, { url, headers })).body.data).toHaveLength(1);
  });

  it('keeps a reason for dropped students and separates the kinds', async () => {
    const { headers } = await t.signIn('admin');
    const row = await createClass(t.database.db);
    const dropped = await t.call(classDropped.create, {
      url: `/api/admin/classes/${row.id}/dropped`,
      headers,
      payload: { note: 'Ali left', reason: 'Moved city' },
    });
    expect(dropped.body.data).toMatchObject({ note: 'Ali left', reason: 'Moved city' });
    expect((await t.call(classTransfers.list, { url: `/api/admin/classes/${row.id}/transfers`, headers })).body.data).toEqual([]);
    // a dropped note is not reachable as a note of another kind
    const wrongKind = `/api/admin/classes/${row.id}/notes/${dropped.body.data.id}`;
    expect((await t.call(classNotes.remove, { url: wrongKind, headers })).status).toBe(404);
  });

  it('keeps center notes per center and answers 404 for an unknown center', async () => {
    const { headers } = await t.signIn('teacher');
    const [center, other] = [await createCenter(t.database.db), await createCenter(t.database.db)];
    const created = await t.call(centerTransfers.create, {
      url: `/api/admin/centers/${center.id}/transfers`,
      headers,
      payload: { note: 'To Dokki' },
    });
    expect(created.status).toBe(200);
    expect((await t.call(centerTransfers.list, { url: `/api/admin/centers/${other.id}/transfers`, headers })).body.data).toEqual(
      [],
    );
    const otherUrl = `/api/admin/centers/${other.id}/transfers/${created.body.data.id}`;
    expect((await t.call(centerTransfers.update, { url: otherUrl, headers, payload: { note: 'x' } })).status).toBe(404);
    expect((await t.call(centerNotes.list, { url: '/api/admin/centers/999999/notes', headers })).status).toBe(404);
  });

  it('requires the note text', async () => {
    const { headers } = await t.signIn('admin');
    const center = await createCenter(t.database.db);
    const { status, error } = await t.call(centerNotes.create, {
      url: `/api/admin/centers/${center.id}/notes`,
      headers,
      payload: {},
    });
    expect(status).toBe(422);
    expect(error.data).toEqual({ note: ['Note is required'] });
  });
});
