import { ProductPage } from '../product-page';

export default function OrganizationPage() {
  return <ProductPage page="organization" />;
}
