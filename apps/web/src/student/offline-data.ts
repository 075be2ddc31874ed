import { STUDENT_API_CACHE } from './offline-cache';

/** Nothing of the student stays readable offline on a shared phone once the session ends (see student/main.tsx). */
export function forgetOfflineData() {
  if ('caches' in window) void caches.delete(STUDENT_API_CACHE).catch(() => undefined);
}
