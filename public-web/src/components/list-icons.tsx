// Icons of list pages (paging, sorting), apart from icons.tsx so they load with those pages only,
// not with every visit. Paths from Material Icons (Apache 2.0).
function PathIcon({ d, size = 20, className = '' }: { d: string; size?: number; className?: string }) {
  return (
    <svg className={`icon${className ? ` ${className}` : ''}`} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export const FirstPageIcon = () => <PathIcon d="M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z" />;
export const PreviousPageIcon = () => <PathIcon d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />;
export const NextPageIcon = () => <PathIcon d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />;
export const LastPageIcon = () => <PathIcon d="M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z" />;

/** A sortable column's state: ascending, descending, or not sorted by it. */
export function SortIcon({ order }: { order: 'ASC' | 'DESC' | null }) {
  if (order === 'ASC') return <PathIcon size={16} className="icon--sort" d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z" />;
  if (order === 'DESC') return <PathIcon size={16} className="icon--sort" d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />;
  return (
    <PathIcon
      size={16}
      className="icon--sort icon--unsorted"
      d="M12 5.83 15.17 9l1.41-1.41L12 3 7.41 7.59 8.83 9 12 5.83zm0 12.34L8.83 15l-1.41 1.41L12 21l4.59-4.59L15.17 15 12 18.17z"
    />
  );
}
