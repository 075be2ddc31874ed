import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StudentRank } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatNumber } from '@/lib/format';
import { classOptionsQuery } from '@/lib/select-options';
import { rankingQueries } from './api/ranking-api';
import { ClassPicker } from './components/class-picker';

/** Students ranking of one class (?classId), searchable and paged. */
export function RankingPage() {
  const { t } = useTranslation();
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

  // The first class is chosen when the URL names none.
  const firstClass = classes.data?.[0]?.value;
  useEffect(() => {
    if (classId === null && firstClass !== undefined) chooseClass(firstClass, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [classId, firstClass]);

  return (
    <ListPage
      title={t('ranking.title')}
      emptyText={classId === null ? t('ranking.selectClass') : t('ranking.empty')}
      listQuery={(params) => rankingQueries.list({ ...params, classId })}
      filters={<ClassPicker value={classId} options={classes.data ?? []} isLoading={classes.isPending} onChange={chooseClass} />}
      columns={[
        { header: t('ranking.columns.name'), render: (student: StudentRank) => student.name },
        { header: t('ranking.columns.nickname'), render: (student: StudentRank) => student.nickname ?? '' },
        { header: t('ranking.columns.school'), render: (student: StudentRank) => student.schoolName ?? '' },
        {
          header: t('ranking.columns.score'),
          align: 'right',
          // Two decimals in both languages (Western digits, as format.ts writes every number).
          render: (student: StudentRank) => t('ranking.scorePercent', { score: formatNumber(student.score, 2, { fixed: true }) }),
        },
      ]}
    />
  );
}
