import { ProductPage } from '../shell/product-page';

export default function OrganizationPage() {
  return <ProductPage page="organization" />;
}
