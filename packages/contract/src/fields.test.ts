import { describe, expect, it } from 'vitest';
import { idField, idListField, MAX_ID, textField } from './common';
import { paperGradeSchema } from './courses';
import { teacherBodySchema } from './teachers';
import { requiredText } from './users';
import { studentBodySchema } from './students';

describe('the one text schema', () => {
  it('refuses NUL, control characters and lone surrogates, and keeps tabs, line breaks and Arabic', () => {
    for (const bad of ['a\u0000b', 'bell\u0007', 'x\ud800y', 'y\udfff', 'del\u007f']) {
      expect(textField().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['line\nbreak\ttab\r', 'مرحبا', 'emoji 😀']) expect(textField().safeParse(good).success).toBe(true);
  });

  it('refuses a number where a name is expected instead of storing "1e+308"', () => {
    expect(requiredText('Name').safeParse(1e308).success).toBe(false);
    expect(requiredText('Name').safeParse(42).success).toBe(false);
  });
});

describe('the one id schema', () => {
  it('takes positive int4 ids only', () => {
    expect(idField().parse('2147483647')).toBe(MAX_ID);
    for (const bad of ['2147483648', 1e308, 0, -1, 1.5, 'abc']) expect(idField().safeParse(bad).success, String(bad)).toBe(false);
  });

  it('reads an id sent as text from its digits only, and a JSON number as it is', () => {
    expect(idField().parse('42')).toBe(42);
    expect(idField().parse(42)).toBe(42);
    for (const loose of [' 1', '1 ', '+1', '0x1', '1e0', '01', '1.0', '', null, true]) {
      expect(idField().safeParse(loose).success, JSON.stringify(loose)).toBe(false);
    }
  });

  it('bounds a list of ids', () => {
    expect(idListField().safeParse(Array.from({ length: 1000 }, (_, i) => i + 1)).success).toBe(true);
    expect(idListField().safeParse(Array.from({ length: 100_000 }, (_, i) => i + 1)).success).toBe(false);
  });
});

describe('smaller fields', () => {
  it('refuses a paper grade of 1e308', () => {
    expect(paperGradeSchema.safeParse({ key: 'A', grade: 1e308 }).success).toBe(false);
    expect(paperGradeSchema.safeParse({ key: 'A', grade: 85 }).success).toBe(true);
  });

  it("refuses anything but an empty list as a teacher's classes", () => {
    const teacher = { name: 'T', gender: 'male', birthDate: '1990-01-01', email: 't@example.com', phone: '0100' };
    expect(teacherBodySchema.safeParse({ ...teacher, classes: [] }).success).toBe(true);
    expect(teacherBodySchema.safeParse({ ...teacher, classes: ['x'.repeat(1_000_000)] }).success).toBe(false);
    expect(teacherBodySchema.safeParse({ ...teacher, classes: 'x' }).success).toBe(false);
  });

  it("refuses a student's classes beyond the bound", () => {
    const student = { name: 'S', gender: 'male', birthDate: '2010-01-01', email: 's@example.com', phone: '01234567890' };
    const many = Array.from({ length: 100_000 }, (_, i) => i + 1);
    expect(studentBodySchema.safeParse({ ...student, classes: many }).success).toBe(false);
  });
});
