import DownloadIcon from '@mui/icons-material/Download';
import { Button, MenuItem, TextField } from '@mui/material';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListResponse, OverallItem, OverallListResponse, OverallStudent } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { useListParams } from '@/components/list-page/use-list-params';
import type { Column } from '@/components/list-page/data-table';
import { formatNumber } from '@/lib/format';
import { useClassParam } from '@/lib/use-class-param';
import { toastError } from '@/lib/toast';
import { overallQueries, useExportOverall } from './api/overall-api';
import { StudentScoresDialog } from './components/student-scores-dialog';

type Meta = OverallListResponse['meta'];
const KINDS = [
  { all: 'totalAllHomework', student: 'totalStudentHomework', id: 'homework_id' },
  { all: 'totalAllExams', student: 'totalStudentExams', id: 'exam_id' },
  { all: 'totalAllQuizzes', student: 'totalStudentQuizzes', id: 'quiz_id' },
] as const;

/** One column per homework, exam and quiz of the class: the student's score/max, blank without one. */
function itemColumns(meta: Meta | undefined): Column<OverallStudent>[] {
  if (!meta) return [];
  return KINDS.flatMap((kind) =>
    Object.values(meta[kind.all]).map((item: OverallItem) => ({
      header: `${item.name} (${formatNumber(item.max_score)})`,
      align: 'center' as const,
      render: (student: OverallStudent) => {
        const entries = (meta[kind.student][student.id] ?? []) as Record<string, number>[];
        const found = entries.find((entry) => entry[kind.id] === item.id);
        return found ? `${formatNumber(found.score)}/${formatNumber(item.max_score)}` : '';
      },
    })),
  );
}

/** Students overall statistics of a class: scores per item, search, pages, xlsx export and a per-student dialog. */
export function OverallPage() {
  const { t } = useTranslation();
  const { classId, classes, chooseClass } = useClassParam();
  const params = useListParams();
  const list = useQuery(overallQueries.list({ classId, q: params.q, page: params.page }));
  const exportSheet = useExportOverall();
  const [student, setStudent] = useState<OverallStudent | null>(null);

  const className = classes.data?.find((c) => c.value === classId)?.name ?? '';

  return (
    <>
      <ListPage
        title={t('overall.title')}
        emptyText={classId === null ? t('overall.selectClass') : t('overall.empty')}
        // The same query as above (one cache entry); ListPage reads only its rows and pagination.
        listQuery={(query) =>
          overallQueries.list({ ...query, classId }) as unknown as UseQueryOptions<ListResponse<OverallStudent>>
        }
        onRowClick={setStudent}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={classId === null || exportSheet.isPending}
            onClick={() => classId && exportSheet.mutate({ classId, className }, { onError: toastError })}
          >
            {t('overall.export')}
          </Button>
        }
        filters={
          <TextField
            select
            size="small"
            label={t('overall.class')}
            value={classId !== null && classes.data?.some((c) => c.value === classId) ? String(classId) : ''}
            onChange={(event) => chooseClass(Number(event.target.value))}
            sx={{ minWidth: 240 }}
          >
            {(classes.data ?? []).map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        }
        columns={[
          { header: t('overall.columns.name'), render: (row: OverallStudent) => row.name, keepOnPhone: true },
          ...itemColumns(list.data?.meta),
        ]}
      />
      {student && classId !== null && (
        <StudentScoresDialog classId={classId} student={student} onClose={() => setStudent(null)} />
      )}
    </>
  );
}
