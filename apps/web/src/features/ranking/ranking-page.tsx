import { useTranslation } from 'react-i18next';
import type { StudentRank } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatNumber } from '@/lib/format';
import { useClassParam } from '@/lib/use-class-param';
import { rankingQueries } from './api/ranking-api';
import { ClassPicker } from './components/class-picker';

/** Students ranking of one class (?classId), searchable and paged. */
export function RankingPage() {
  const { t } = useTranslation();
  const { classId, classes, chooseClass } = useClassParam();

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
