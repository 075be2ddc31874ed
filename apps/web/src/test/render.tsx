import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
// The toasts as the staff app shows them, through the SnackbarProvider below.
import '@/lib/notistack-toaster';

export type RenderOptions = {
  /** The URL the router starts at. */
  route?: string;
  /** Where the rendered element is mounted ('*' by default); give a pattern for a screen that reads its params. */
  path?: string;
  /** More routes beside it: where the screen navigates to (`{ path: '/login', element: <p>Login page</p> }`). */
  routes?: RouteObject[];
  /** A client the test has filled already (its own default options kept); a fresh one without retries otherwise. */
  queryClient?: QueryClient;
};

function freshQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return queryClient;
}

/** What the test renders, handed through the router to the route that shows it (so `rerender` still works). */
const Rendered = createContext<ReactNode>(null);
function RenderedElement() {
  return useContext(Rendered);
}

function createProviders({ route = '/', path = '*', routes = [], queryClient = freshQueryClient() }: RenderOptions) {
  const router = createMemoryRouter([{ path, element: <RenderedElement /> }, ...routes], { initialEntries: [route] });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          <Rendered.Provider value={children}>
            <RouterProvider router={router} />
          </Rendered.Provider>
        </QueryClientProvider>
      </SnackbarProvider>
    );
  }
  return { queryClient, router, Providers };
}

/**
 * Renders a screen or component as the app does: the toasts, a fresh query client without retries, and a
 * router at `route` (the element is mounted at `path`, '*' by default, beside any other `routes`).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { queryClient, router, Providers } = createProviders(options);
  const view = render(ui, { wrapper: Providers });
  return { ...view, queryClient, router };
}

/** A hook under the same providers as a screen: `renderHookWithProviders(() => useChangeActiveStatus())`. */
export function renderHookWithProviders<Result>(hook: () => Result, options: RenderOptions = {}) {
  const { queryClient, router, Providers } = createProviders(options);
  const view = renderHook(hook, { wrapper: Providers });
  return { ...view, queryClient, router };
}
