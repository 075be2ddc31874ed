import UploadIcon from '@mui/icons-material/UploadFile';
import { Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Assessment } from '@backoffice/contract';
import type { StagedChanges } from '@/components/grid';
import { FilePickerButton } from '@/components/file-picker-button';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format';
import { toastSuccess } from '@/lib/toast';
import { useUploadUpdatedFile } from '../api/workstation-api';
import { gradeOf, scoreOf } from '../sheet-columns';
import { FileLink } from './file-link';

type AssessmentTab = 'homework' | 'quizzes' | 'exams';
type AssessmentDetailsProps = { classId: number; tab: AssessmentTab; item: Assessment; staged: StagedChanges };

const EDITORS: Record<AssessmentTab, { path: string; idParam: string }> = {
  homework: { path: '/homework-editor', idParam: 'homeworkId' },
  quizzes: { path: '/quiz-editor', idParam: 'quizId' },
  exams: { path: '/exam-editor', idParam: 'examId' },
};

/** Per student of a homework, quiz or exam: the score and its grade, the handed-in file, the editor, the corrected file and the answers. */
export function AssessmentDetails({ classId, tab, item, staged }: AssessmentDetailsProps) {
  const { t } = useTranslation();
  const upload = useUploadUpdatedFile(classId, tab);
  const myId = useCurrentUser().data?.id;
  const columnId = String(item.id);
  const editor = EDITORS[tab];
  // The answers page gets the workstation's search (category, class, tab, q, page) to come back to exactly this screen.
  const { search } = useLocation();
  return (
    <Table size="small" aria-label={item.name}>
      <TableHead>
        <TableRow>
          <TableCell>{t('workstation.student')}</TableCell>
          <TableCell>{t('workstation.score')}</TableCell>
          <TableCell>{t('workstation.grade')}</TableCell>
          <TableCell>{t('workstation.file')}</TableCell>
          <TableCell>{t('workstation.updatedFile')}</TableCell>
          {tab !== 'homework' && <TableCell>{t('workstation.answers')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {item.studentsWithClassUserId.map((student) => {
          const result = item.students[String(student.id)];
          const staged_ = staged.valueOf(student.id, columnId);
          // A staged clear (null) shows the cell empty, as the sheet does.
          const score = typeof staged_ === 'number' || staged_ === null ? staged_ : scoreOf(item, student.id);
          const editorUrl = `${editor.path}?classId=${classId}&${editor.idParam}=${item.id}&studentId=${student.id}`;
          // Another staff member has this submission open in the grading viewer (a live claim).
          const grader = result?.claim && result.claim.userId !== myId ? result.claim.name : null;
          return (
            <TableRow key={student.id}>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <span dir="auto">{student.name}</span>
                  {grader && (
                    <Tooltip title={t('grading.beingGradedBy', { name: grader })}>
                      <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        label={t('workstation.beingGradedBy', { name: grader })}
                      />
                    </Tooltip>
                  )}
                </Stack>
              </TableCell>
              <TableCell>{score ?? ''}</TableCell>
              <TableCell>{gradeOf(item.grading, score)}</TableCell>
              <TableCell>
                {result?.file ? (
                  <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
                    <FileLink file={result.file} />
                    <Link href={editorUrl} target="_blank" rel="noopener" variant="body2">
                      {t('workstation.openEditor')}
                    </Link>
                    {result.submitted_at && (
                      <span>{t('workstation.submittedAt', { date: formatDateTime(result.submitted_at) })}</span>
                    )}
                  </Stack>
                ) : (
                  t('workstation.noFile')
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {result?.updatedFile && <FileLink file={result.updatedFile} />}
                  <FilePickerButton
                    size="small"
                    accept="application/pdf,.pdf"
                    startIcon={<UploadIcon />}
                    disabled={upload.isPending}
                    inputLabel={t('workstation.uploadUpdatedOf', { name: student.name })}
                    onPick={(file) =>
                      upload.mutate(
                        { studentId: student.id, itemId: item.id, file },
                        { onSuccess: (response) => toastSuccess(response.message || t('workstation.uploaded')) },
                      )
                    }
                  >
                    {t('workstation.uploadUpdated')}
                  </FilePickerButton>
                </Stack>
              </TableCell>
              {tab !== 'homework' && (
                <TableCell>
                  {result?.has_answers ? (
                    <Link
                      href={`/classes/${classId}/${tab}/${item.id}/students/${student.id}${search}`}
                      target="_blank"
                      rel="noopener"
                      variant="body2"
                    >
                      {t('workstation.viewAnswers')}
                    </Link>
                  ) : (
                    ''
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
