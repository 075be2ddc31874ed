import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/message-text';

/**
 * The import worker stores its messages in English with the numbers and values written in
 * (e.g. "2 of 3 rows have errors; nothing was imported."), so the shared dictionary cannot match
 * them. These patterns give them back to i18next with their values; fixed texts go through the
 * dictionary. Keep in step with apps/api/src/modules/import-export (student-rows, student-sheet,
 * student-import.service).
 */
const PATTERNS: { pattern: RegExp; key: string }[] = [
  {
    pattern: /^(?<errors>\d+) of (?<total>\d+) rows have errors; nothing was imported\.$/,
    key: 'import-export.jobMessages.rowsFailed',
  },
  {
    pattern: /^Imported (?<written>\d+) of (?<total>\d+) rows; (?<skipped>\d+) rows with errors were skipped\.$/,
    key: 'import-export.jobMessages.rowsSkipped',
  },
  { pattern: /^The sheet is missing the required columns: (?<columns>.+)\.$/, key: 'import-export.jobMessages.missingColumns' },
  { pattern: /^Center "(?<name>.+)" was not found$/, key: 'import-export.jobMessages.centerNotFound' },
  {
    pattern: /^The email (?<email>\S+) is repeated in the file \(first in row (?<row>\d+)\)$/,
    key: 'import-export.jobMessages.emailRepeated',
  },
  { pattern: /^The email (?<email>\S+) has already been taken$/, key: 'import-export.jobMessages.emailTaken' },
];

/** A job's or an import row's message in the current language. */
export function useJobMessageText() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (message: string) => {
    for (const { pattern, key } of PATTERNS) {
      const match = pattern.exec(message);
      if (match) return t(key, match.groups);
    }
    return messageText(message) ?? message;
  };
}
