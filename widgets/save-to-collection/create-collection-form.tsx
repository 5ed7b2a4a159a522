import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import { TextInput } from '../../shared/ui/text-input/text-input';
import { $collectionRequests, createCollection } from '../../stores/collections/collection-actions';
import type { CollectionLimits, DraftErrors } from '../../stores/collections/collection-rules';
import type { Collectable } from '../../stores/collections/collectables';

interface Props {
  collectable: Collectable;
  limits: () => CollectionLimits;
}

/**
 * 'Create a New Collection': a disclosure that shows the title and description fields (floating labels,
 * counters). Creating saves the item into the new collection. The checks run on submit; a field's message goes
 * when that field changes. What was typed stays until the collection is made.
 */
export function CreateCollectionForm({ collectable, limits }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const busy = useStore($collectionRequests).has('create');
  const titleField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLInputElement>(null);
  const formId = useId();
  const { titleMax, descriptionMax } = limits();
  // Opening the form takes the shopper to its first field; closing it leaves focus on the toggle.
  useEffect(() => {
    if (expanded) titleField.current?.focus();
  }, [expanded]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const outcome = await createCollection({ title, description }, limits(), collectable);
    if (outcome.status === 'ignored') titleField.current?.focus();
    if (outcome.status === 'invalid') {
      setErrors(outcome.errors);
      (outcome.errors.title ? titleField : descriptionField).current?.focus();
    }
    if (outcome.status === 'created') {
      setTitle('');
      setDescription('');
      setErrors({});
      setExpanded(false);
    }
  };

  return (
    <div className="save-modal__create">
      <button
        type="button"
        className="save-modal__create-toggle"
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => setExpanded(!expanded)}
      >
        Create a New Collection
      </button>
      <form
        id={formId}
        className="save-modal__form"
        hidden={!expanded}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextInput
          ref={titleField}
          label="Collection Name"
          value={title}
          onChange={(value) => {
            setTitle(value);
            setErrors(({ description: kept }) => ({ description: kept }));
          }}
          maxLength={titleMax}
          showCounter
          allowOverLimit
          error={errors.title}
          dir="auto"
          autoComplete="off"
        />
        <TextInput
          ref={descriptionField}
          label="Description (optional)"
          value={description}
          onChange={(value) => {
            setDescription(value);
            setErrors(({ title: kept }) => ({ title: kept }));
          }}
          maxLength={descriptionMax}
          showCounter
          allowOverLimit
          error={errors.description}
          dir="auto"
          autoComplete="off"
        />
        <Button type="submit" loading={busy}>
          Create and Save
        </Button>
      </form>
    </div>
  );
}
