import { Link } from '@mui/material';
import type { WorkstationFile } from '@backoffice/contract';
import { toastError } from '@/lib/toast';
import { openFile } from '../api/workstation-api';

/** A stored file's name that opens it in a new tab through its authorised route. */
export function FileLink({ file, label }: { file: WorkstationFile; label?: string }) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => openFile(file.url).catch(toastError)}
      sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle', textAlign: 'start' }}
    >
      {label ?? file.name}
    </Link>
  );
}
