import { z } from 'zod';
import { itemResponse } from '../common';
import { studentClassSchema } from '../student-home';
import { endpoint } from '../endpoint';

export const studentClassesApi = {
  list: endpoint({
    method: 'GET',
    path: '/home/classes',
    guard: 'student',
    response: itemResponse(z.array(studentClassSchema)),
    description: "The student's classes (up to 100), by start date, with the student's code in each (class_user_id).",
  }),
};
