/** The save button's bookmark: an outline, filled once the item is saved. Decorative: the text says it. */
export function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="save-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6 3.5h12v17l-6-4.2-6 4.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
