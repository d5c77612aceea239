import { ProductPage } from '../shell/product-page';

export default function PractitionerPage() {
  return <ProductPage page="practitioner" />;
}
