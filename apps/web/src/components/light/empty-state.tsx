import { Icon } from './icons';

/** Nothing to show yet (components/empty-state.tsx without MUI). */
export function LightEmptyState({ text }: { text: string }) {
  return (
    <div className="lt-empty">
      <Icon name="inbox" className="lt-icon--large" />
      <p>{text}</p>
    </div>
  );
}
