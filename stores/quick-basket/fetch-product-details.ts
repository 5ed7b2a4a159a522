import { configValue } from '../../shared/config/site-config';
import { http } from '../../shared/http/http';
import { readProductDetails, type ProductDetails } from './product-details';

/**
 * GET {productChooserDetailsPath}?id={productId}[&sku_id={skuId}]: the quick basket's product. Throws on a
 * non-OK status (ky's HTTPError), a timeout (TimeoutError), a body that is not JSON, or one with no product.
 */
export async function fetchProductDetails(productId: number, skuId?: number): Promise<ProductDetails> {
  const path = configValue('productChooserDetailsPath');
  // Appended by hand: ky's searchParams would replace a query the configured path already has.
  const query = `id=${encodeURIComponent(productId)}${skuId === undefined ? '' : `&sku_id=${encodeURIComponent(skuId)}`}`;
  return readProductDetails(await http.get(`${path}${path.includes('?') ? '&' : '?'}${query}`).json());
}
