import { AppProviders, signInAgainOnUnauthorized } from './app-providers';
import { createRouter } from './router';

const router = createRouter();
signInAgainOnUnauthorized(router);

export function App() {
  return (
    <AppProviders
      router={router}
      snackbar={(direction) => ({
        maxSnack: 4,
        anchorOrigin: { vertical: 'bottom', horizontal: direction === 'rtl' ? 'left' : 'right' },
      })}
    />
  );
}
