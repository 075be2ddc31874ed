import { useTranslation } from 'react-i18next';
import type { JobMessage, JobRowError } from '@backoffice/contract';
import { useMessageText } from '@/lib/message-text';

/**
 * A job's coded message in the language on screen: `jobs.messages.<code>` filled with its params
 * (the code's dots are the nesting of jobs.json). A row error without a code carries a contract
 * message, which the shared dictionary translates.
 */
export function useJobMessageText() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const codeText = ({ code, params }: JobMessage) => t(`jobs.messages.${code}`, { ...params, defaultValue: code });
  return {
    jobMessage: codeText,
    rowError: (error: JobRowError) =>
      error.code
        ? codeText({ code: error.code, params: error.params ?? {} })
        : (messageText(error.message) ?? error.message ?? ''),
  };
}
