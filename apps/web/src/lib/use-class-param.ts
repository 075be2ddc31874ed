import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { classOptionsQuery } from './select-options';

/**
 * The class a screen shows, kept in the URL (?classId), with the classes the user may choose from.
 * Choosing one goes back to the first page; the first class is chosen when the URL names none.
 */
export function useClassParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const classId = Number(searchParams.get('classId')) || null;
  const classes = useQuery(classOptionsQuery());

  const chooseClass = (id: number, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('classId', String(id));
        next.delete('page');
        return next;
      },
      { replace },
    );

  const firstClass = classes.data?.[0]?.value;
  useEffect(() => {
    if (classId === null && firstClass !== undefined) chooseClass(firstClass, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [classId, firstClass]);

  return { classId, classes, chooseClass };
}
