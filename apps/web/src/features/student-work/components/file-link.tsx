import type { WorkstationFile } from '@backoffice/contract';
import { fetchFile } from '@/lib/api-request';
import { saveBlob } from '@/lib/save-blob';
import { toastError } from '@/lib/toast';
import { Icon } from '@/components/light/icons';

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
    <button type="button" className="lt-button lt-button--text lt-button--plain-case" onClick={() => void onOpen()}>
      <Icon name="description" />
      {label}
    </button>
  );
}
