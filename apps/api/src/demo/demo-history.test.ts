import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDiskFileStore } from '../storage/file-store';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-history-'));
const files = openDiskFileStore(dir);
const t = useTestApp(async () => ({ options: { files }, close: () => fs.rm(dir, { recursive: true, force: true }) }));

describe('the demo history of a first start', () => {
  it("holds changes of the Chemistry class by its teaching assistant, each ending at the cell's value", async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' }, files);
    const { rows } = await t.database.sql.executeSql(`
      SELECT a.entity, a.old, a.new, a.reverted_by,
             coalesce(s.status::float, r.score) AS current
        FROM audit_log a
        JOIN classes c ON c.id = a.class_id AND c.name LIKE 'Chemistry%'
        JOIN users u ON u.id = a.user_id
        LEFT JOIN attendance_statuses s ON a.entity = 'attendance' AND s.attendance_id = a.item_id AND s.student_id = a.student_id
        LEFT JOIN assessment_results r ON a.entity = 'homework' AND r.assessment_id = a.item_id AND r.student_id = a.student_id
       ORDER BY a.id`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.entity))).toEqual(new Set(['attendance', 'homework']));
    expect(rows.filter((row) => row.reverted_by !== null)).toHaveLength(1);
    // Each change not reverted since ends at the value the cell holds now: a revert puts its old one back.
    for (const row of rows.filter((candidate) => candidate.reverted_by === null))
      expect(Number(row.new)).toBe(Number(row.current));
  });
});
