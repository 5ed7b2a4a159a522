import { useStore } from '@nanostores/react';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $basketPreview } from '../../stores/basket/basket-preview';

/** Recommended content for the basket, loaded when the drawer first opens. */
export function BasketRecommendations() {
  const { recs, recsLoading } = useStore($basketPreview);
  if (recsLoading) return <Skeleton label="Loading recommendations" />;
  if (recs.length === 0) return null;
  return (
    <section className="basket-recs" aria-labelledby="basket-recs-heading">
      <h3 id="basket-recs-heading">You might also like</h3>
      <ul>
        {recs.slice(0, 6).map((content) => (
          <li key={content.id}>{content.name}</li>
        ))}
      </ul>
    </section>
  );
}
