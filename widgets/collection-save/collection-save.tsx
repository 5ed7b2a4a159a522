import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { isId } from '../../shared/ids';
import { reportError } from '../../mount/report-error';
import { $collectionSaves, seedCollectionSave, toggleCollectionSave } from '../../stores/collections/collection-saves';
import './collection-save.css';
import '../../shared/ui/visually-hidden.css';

export const collectionSaveProps = v.object({
  /** The collection's id (data-collection-id). Without one the button is not drawn (reported once). */
  collectionId: v.optional(v.string()),
  /** The page's word: the member has saved it (data-saved="true"). */
  saved: v.optional(v.string()),
  /** How many members saved it (data-save-count); none: no count is shown until the server says. */
  saveCount: v.optional(v.string()),
  /** The collection's name, read after "Save" by screen readers (data-name). */
  name: v.optional(v.string()),
});

type Props = v.InferOutput<typeof collectionSaveProps>;

export const WIDGET = 'collection-save';

const countText = (count: number) => `Saved ${count} ${count === 1 ? 'time' : 'times'}`;

/**
 * Saves someone's collection (shopping spec, `ajax_toggle_save`): a toggle button, pressed once the member has
 * saved it, and the collection's save count. A visitor is asked to log in and the save then goes through.
 */
export function CollectionSave({ collectionId, saved, saveCount, name }: Props) {
  const id = Number(collectionId);
  const valid = isId(id);
  const count = saveCount !== undefined && /^\d+$/.test(saveCount) ? Number(saveCount) : undefined;
  const pageSays = { saved: saved === 'true', saveCount: count ?? 0 };
  useEffect(() => {
    if (valid) seedCollectionSave(id, pageSays);
    else
      reportError(
        new Error('This collection save button has no collection id (data-collection-id), so it is not shown.'),
        { widget: WIDGET, phase: 'props', collectionId },
      );
    // Seeded once: the store's word (a toggle's answer) wins over the page's from then on.
  }, [valid, id]);
  const state = useStore($collectionSaves)[id] ?? { ...pageSays, saving: false };
  if (!valid) return null;
  return (
    <div className="collection-save">
      <button
        type="button"
        className="collection-save__button"
        aria-pressed={state.saved}
        aria-disabled={state.saving || undefined}
        onClick={() => void toggleCollectionSave(id)}
      >
        <svg
          className="collection-save__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M6 3.5h12v17l-6-4.2-6 4.2z"
            fill={state.saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span>Save</span>
        {name ? <span className="ui-visually-hidden"> {name}</span> : null}
      </button>
      {/* A bare slot gives no count: none is shown rather than a wrong 0. */}
      {count !== undefined && <span className="collection-save__count">{countText(state.saveCount)}</span>}
    </div>
  );
}
