import { users } from './schema';

/** Who a person is, as every list that names people answers it: rankings, rosters, a class's teachers, sign-in. */
export const personNameColumns = {
  id: users.id,
  name: users.name,
  nickname: users.nickname,
  email: users.email,
};

/** The whole person of the account lists (staff, teachers, students), approval and the students export. */
export const personColumns = {
  ...personNameColumns,
  gender: users.gender,
  birthDate: users.birthDate,
  phone: users.phone,
};
