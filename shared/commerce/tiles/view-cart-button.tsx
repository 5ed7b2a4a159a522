import { Button } from '../../ui/button';

/** A tile's View Cart button: it only opens the basket preview. */
export function ViewCartButton({ onClick }: { onClick?: (() => void) | undefined }) {
  return (
    <Button size="small" variant="secondary" onClick={onClick}>
      View Cart
    </Button>
  );
}
