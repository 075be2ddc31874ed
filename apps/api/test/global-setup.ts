import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres, PGLITE_EXTENSIONS } from '../src/db/client';
import { withDatabase } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run: a PGlite data dump for PGlite files, a template database on a server. */
export async function setup(project: TestProject) {
  // The project's env reaches its test workers, not this process: read it from the project.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    // One template per run, so two runs on one server never drop each other's.
    const templateName = `backoffice_template_${process.pid}`;
    const runSql = async (text: string) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(text);
      await admin.end();
    };
    await runSql(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await runSql(`CREATE DATABASE ${templateName}`);
    const template = openPostgres(withDatabase(url, templateName), 1);
    await template.migrate();
    await template.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', templateName);
    return () => runSql(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-test-')), 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => fs.rm(path.dirname(file), { recursive: true, force: true });
}
