import { translateMessage } from '@backoffice/contract';
import { useLanguage } from './language';

/**
 * A contract (zod) message in the current language: form schemas keep the spec's English texts,
 * and the Arabic comes from the same dictionary the API answers with.
 */
export function useMessageText() {
  const { language } = useLanguage();
  return (message: string | undefined) => (message ? translateMessage(language, message) : message);
}
