import { z } from 'zod';
import { itemResponse } from '../common';
import { educationalPartOptionsQuerySchema } from '../educational-parts';
import { questionOptionsQuerySchema } from '../questions';
import {
  categoriesWithClassesSchema,
  classOptionsQuerySchema,
  homeClassOptionsQuerySchema,
  homeClassOptionsSchema,
  studentOptionSchema,
  studentOptionsQuerySchema,
  valueNameSchema,
} from '../select-options';
import { endpoint } from '../endpoint';

export const valueNameOptions = itemResponse(z.array(valueNameSchema));

export const selectOptionsApi = {
  classCategories: endpoint({
    method: 'GET',
    path: '/admin/select-options/class-categories',
    guard: 'staff',
    response: valueNameOptions,
  }),
  classes: endpoint({
    method: 'GET',
    path: '/admin/select-options/classes',
    guard: 'staff',
    query: classOptionsQuerySchema,
    response: valueNameOptions,
  }),
  classCategoriesWithClasses: endpoint({
    method: 'GET',
    path: '/admin/select-options/class-categories-with-classes',
    guard: 'staff',
    response: itemResponse(categoriesWithClassesSchema),
    description:
      "data.categories (an admin's: every course; anyone else's: the courses of their classes), and data.classes keyed by course id (classes without a course are left out).",
  }),
  teachers: endpoint({
    method: 'GET',
    path: '/admin/select-options/teachers',
    guard: 'admin',
    response: valueNameOptions,
    description: 'Teaching assistants, for admins choosing teachers.',
  }),
  students: endpoint({
    method: 'GET',
    path: '/admin/select-options/students',
    guard: 'staff',
    query: studentOptionsQuerySchema,
    response: itemResponse(z.array(studentOptionSchema)),
    description:
      "Up to 10 active students whose name contains q (at least 3 characters; admins: or e-mail), or whose e-mail is q, for the class form. Non-admins get e-mails of their own classes' students only.",
  }),
  centers: endpoint({ method: 'GET', path: '/admin/select-options/centers', guard: 'staff', response: valueNameOptions }),
};

export const questionBankOptionsApi = {
  educationalParts: endpoint({
    method: 'GET',
    path: '/admin/select-options/educational-parts',
    guard: 'staff',
    query: educationalPartOptionsQuerySchema,
    response: valueNameOptions,
    description: 'Every educational part, or those of one course (class_category_id).',
  }),
  questions: endpoint({
    method: 'GET',
    path: '/admin/select-options/questions',
    guard: 'staff',
    query: questionOptionsQuerySchema,
    response: valueNameOptions,
    description:
      'Up to 100 active questions (newest first), of one part (educational_part_id) and containing q; name is the text.',
  }),
};

export const homeSelectOptionsApi = {
  schools: endpoint({ method: 'GET', path: '/home/select-options/schools', guard: 'staff', response: valueNameOptions }),
  classes: endpoint({
    method: 'GET',
    path: '/home/select-options/classes',
    guard: 'staff',
    query: homeClassOptionsQuerySchema,
    response: itemResponse(homeClassOptionsSchema),
    description:
      'No flag: [{value,name}]. groupByType=1: {school: [...], center: [...]}. groupBySchool=1: [{value: schoolId, name, classes}] (school classes). Both: {school: [{value, name, classes}], center: [...]}.',
  }),
};
