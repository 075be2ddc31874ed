import { useEffect } from 'react';

/** F12, Ctrl+Shift+I, Ctrl+Shift+J and Ctrl+U, as the spec lists them. */
const isBlockedKey = (event: KeyboardEvent) => {
  const key = event.key.toUpperCase();
  if (key === 'F12') return true;
  if (!event.ctrlKey && !event.metaKey) return false;
  return (event.shiftKey && (key === 'I' || key === 'J')) || (!event.shiftKey && key === 'U');
};

/** While `isActive`, right-click and the developer-tool shortcuts do nothing on the page. */
export function useBlockInspection(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return;
    const onContextMenu = (event: MouseEvent) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isBlockedKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('contextmenu', onContextMenu, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isActive]);
}
