/**
 * Installs the student service worker (pwa/student-sw.ts) once the first screen has loaded, so it never competes
 * with it. Production builds only: the dev server has no worker. When a first worker takes the page over, what
 * the screen shows is read again through it, so the very first visit is readable offline too (the query client
 * is imported then: the sign-in card's first download goes without it).
 */
export function registerStudentServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void import('../app/query-client').then(({ queryClient }) => queryClient.invalidateQueries()),
      { once: true },
    );
  }
  const register = () => void navigator.serviceWorker.register('/student/sw.js', { scope: '/student/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
