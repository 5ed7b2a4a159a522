import { useId } from 'react';
import { skuAvailable, type ProductDetails } from '../../stores/quick-basket/product-details';
import { selectSku } from '../../stores/quick-basket/quick-basket';

/** One radio per sku, named by its option values, with its colour swatch; skus out of stock are disabled. */
export function SkuPicker({ product, skuId }: { product: ProductDetails; skuId: number | null }) {
  const name = useId();
  return (
    <fieldset className="qb__skus">
      <legend>{product.variants_label || 'Options'}</legend>
      {product.skus.map((sku) => {
        const colour = sku.options.find((option) => option.hex_color);
        const label =
          sku.options
            .map((option) => option.value)
            .filter(Boolean)
            .join(', ') || sku.name;
        const available = skuAvailable(sku);
        return (
          <label key={sku.id} className="qb__sku">
            <input
              type="radio"
              name={name}
              checked={sku.id === skuId}
              disabled={!available}
              onChange={() => selectSku(sku.id)}
            />
            {colour && (
              <span
                className="qb__swatch"
                aria-hidden="true"
                style={{
                  background: colour.hex_color_2
                    ? `linear-gradient(135deg,${colour.hex_color} 50%,${colour.hex_color_2} 50%)`
                    : (colour.hex_color ?? ''),
                }}
              />
            )}
            {label}
            {!available && <span className="qb__sold-out"> (out of stock)</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
