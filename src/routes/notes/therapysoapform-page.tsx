import { ProductPage } from '../shell/product-page';

export default function TherapySoapFormPage() {
  return <ProductPage page="therapysoapform" />;
}
