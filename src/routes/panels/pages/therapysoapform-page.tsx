import { ProductPage } from '../product-page';

export default function TherapySoapFormPage() {
  return <ProductPage page="therapysoapform" />;
}
