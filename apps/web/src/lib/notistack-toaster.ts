import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { setToaster } from './toast';

/**
 * The staff app's toasts are notistack's, shown by the SnackbarProvider its providers mount (app-providers.tsx).
 * Imported for this effect; the student app sets its own plain toaster instead (components/light/toasts.tsx).
 */
setToaster({
  show: (message, variant, persist) => enqueueSnackbar(message, persist ? { variant, persist } : { variant }),
  close: (key) => closeSnackbar(key),
});
