import { ProductsPage } from '../../../features/site/products/components/products-page';
import { i18n } from '../../../lib/i18n';

export const plainLoader = async () => {
  await i18n.loadNamespaces('products');
  return null;
};

/** `/products`. */
export default function ProductsRoute() {
  return <ProductsPage />;
}
