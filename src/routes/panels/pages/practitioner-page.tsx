import { ProductPage } from '../product-page';

export default function PractitionerPage() {
  return <ProductPage page="practitioner" />;
}
