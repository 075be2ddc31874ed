import DescriptionIcon from '@mui/icons-material/Description';
import { Button } from '@mui/material';
import type { WorkstationFile } from '@backoffice/contract';
import { fetchFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toastError } from '@/lib/toast';

/** A file behind the student's authorised route, fetched with the bearer token (never in a URL), then saved. */
export function FileLink({ file, label }: { file: WorkstationFile; label: string }) {
  const onOpen = async () => {
    try {
      saveBlob(await fetchFile(file.url), file.name);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Button size="small" startIcon={<DescriptionIcon />} onClick={() => void onOpen()} sx={{ textTransform: 'none' }}>
      {label}
    </Button>
  );
}
