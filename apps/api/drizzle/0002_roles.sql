-- Role ids are part of the API contract (role 4 = supervisor), so they are data the schema ships with.
INSERT INTO "roles" ("id", "name") VALUES (1, 'admin'), (2, 'teacher'), (3, 'student'), (4, 'supervisor')
ON CONFLICT ("id") DO NOTHING;
