import { useSearchParams } from 'react-router';
import { MAX_COMPLEXITY, MIN_COMPLEXITY, QUESTION_TYPES, type QuestionType } from '@backoffice/contract';
import type { QuestionFilters } from '../api/questions-api';

const positive = (text: string | null) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** Part, type and complexity filters in the URL; changing one goes back to page 1. */
export function useQuestionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get('type');
  const complexity = positive(searchParams.get('complexity'));
  const filters: QuestionFilters = {
    educational_part_id: positive(searchParams.get('educational_part_id')),
    type: (QUESTION_TYPES as readonly string[]).includes(type ?? '') ? (type as QuestionType) : undefined,
    complexity: complexity && complexity >= MIN_COMPLEXITY && complexity <= MAX_COMPLEXITY ? complexity : undefined,
  };
  const setFilter = (key: keyof QuestionFilters, value: string | number | undefined) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
      next.delete('page');
      return next;
    });
  return { filters, setFilter };
}
