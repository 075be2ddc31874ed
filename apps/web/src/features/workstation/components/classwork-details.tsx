import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Classwork } from '@backoffice/contract';
import type { StagedChanges } from '@/components/grid';
import { formatDateTime } from '@/lib/format';
import { classworkStatusOf } from '../sheet-columns';
import { FileLink } from './file-link';

type ClassworkDetailsProps = { item: Classwork; staged: StagedChanges };

/** The classwork's PDF, then per student the status (as staged) and the handed-in file. */
export function ClassworkDetails({ item, staged }: ClassworkDetailsProps) {
  const { t } = useTranslation();
  const columnId = String(item.id);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" component="div">
        {t('workstation.pdf')}: {item.pdf ? <FileLink file={item.pdf} label={t('workstation.openPdf')} /> : t('workstation.noFile')}
      </Typography>
      <Table size="small" aria-label={item.name}>
        <TableHead>
          <TableRow>
            <TableCell>{t('workstation.student')}</TableCell>
            <TableCell>{t('workstation.statusLabel')}</TableCell>
            <TableCell>{t('workstation.file')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {item.studentsWithClassUserId.map((student) => {
            const result = item.students[String(student.id)];
            const status = staged.valueOf(student.id, columnId) ?? classworkStatusOf(item, student.id);
            return (
              <TableRow key={student.id}>
                <TableCell dir="auto">{student.name}</TableCell>
                <TableCell>{t(`workstation.status.${String(status)}`)}</TableCell>
                <TableCell>
                  {result?.file ? <FileLink file={result.file} /> : t('workstation.noFile')}
                  {result?.submitted_at && ` · ${t('workstation.submittedAt', { date: formatDateTime(result.submitted_at) })}`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
