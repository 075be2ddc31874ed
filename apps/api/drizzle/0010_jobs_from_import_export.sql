-- Hand-written (drizzle cannot express it): every import_export_requests row moves into jobs with
-- its id, its English messages turned into codes with their values, then the old table goes.
INSERT INTO "jobs" ("id", "type", "status", "entity_type", "file_name", "input", "result_file", "error", "row_errors",
  "created_by", "started_at", "finished_at", "created_at", "updated_at")
SELECT r."id",
  CASE r."type" WHEN 'import' THEN 'student-import' ELSE 'student-export' END,
  r."status",
  r."entity_type",
  r."file_name",
  CASE WHEN r."type" = 'import' THEN jsonb_build_object('storedFile', r."stored_file", 'onlyValid', r."only_valid") ELSE '{}'::jsonb END,
  CASE WHEN r."type" = 'export' THEN r."stored_file" END,
  CASE
    WHEN r."error_message" IS NULL THEN NULL
    WHEN r."error_message" ~ '^\d+ of \d+ rows have errors; nothing was imported\.$' THEN jsonb_build_object(
      'code', 'import.rowErrors',
      'params', jsonb_build_object(
        'failed', ((regexp_match(r."error_message", '^(\d+) of (\d+)'))[1])::int,
        'total', ((regexp_match(r."error_message", '^(\d+) of (\d+)'))[2])::int))
    WHEN r."error_message" ~ '^Imported \d+ of \d+ rows; \d+ rows with errors were skipped\.$' THEN jsonb_build_object(
      'code', 'import.rowsSkipped',
      'params', jsonb_build_object(
        'written', ((regexp_match(r."error_message", '^Imported (\d+) of (\d+) rows; (\d+)'))[1])::int,
        'total', ((regexp_match(r."error_message", '^Imported (\d+) of (\d+) rows; (\d+)'))[2])::int,
        'skipped', ((regexp_match(r."error_message", '^Imported (\d+) of (\d+) rows; (\d+)'))[3])::int))
    WHEN r."error_message" ~ '^The sheet is missing the required columns: .+\.$' THEN jsonb_build_object(
      'code', 'import.missingColumns',
      'params', jsonb_build_object('columns', (regexp_match(r."error_message", '^The sheet is missing the required columns: (.+)\.$'))[1]))
    ELSE coalesce(
      (SELECT jsonb_build_object('code', fixed.code, 'params', '{}'::jsonb)
        FROM (VALUES
          ('job.notQueued', 'The job could not be queued; please try again.'),
          ('import.noValidRows', 'No row is valid; nothing was imported.'),
          ('import.sheetEmpty', 'The sheet is empty.'),
          ('import.noRows', 'The sheet has no student rows.'),
          ('import.unreadable', 'The file could not be read as an .xlsx spreadsheet.'),
          ('import.xlsUnsupported', 'Excel 97-2003 (.xls) sheets cannot be read; save the file as .xlsx and import it again.'),
          ('import.unexpected', 'The import failed unexpectedly; nothing was imported.'),
          ('export.unexpected', 'The export failed unexpectedly.')
        ) AS fixed(code, text)
        WHERE fixed.text = r."error_message"),
      jsonb_build_object('code', 'job.text', 'params', jsonb_build_object('text', r."error_message")))
  END,
  (SELECT jsonb_agg(jsonb_build_object('row', (line.value ->> 'row_number')::int, 'field', NULL, 'message', problem.value #>> '{}')
      ORDER BY line.n, problem.n)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r."errors_json") = 'array' THEN r."errors_json" ELSE '[]'::jsonb END)
      WITH ORDINALITY AS line(value, n),
      jsonb_array_elements(CASE WHEN jsonb_typeof(line.value -> 'errors') = 'array' THEN line.value -> 'errors' ELSE '[]'::jsonb END)
      WITH ORDINALITY AS problem(value, n)),
  r."created_by",
  CASE WHEN r."status" <> 'pending' THEN r."created_at" END,
  CASE WHEN r."status" IN ('completed', 'failed') THEN r."updated_at" END,
  r."created_at",
  r."updated_at"
FROM "import_export_requests" r;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('jobs', 'id'), coalesce((SELECT max("id") FROM "jobs"), 1), (SELECT count(*) > 0 FROM "jobs"));--> statement-breakpoint
DROP TABLE "import_export_requests" CASCADE;
