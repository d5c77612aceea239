import { ProductPage } from '../shell/product-page';

export default function PatientViewSessionPage() {
  return <ProductPage page="patientviewsession" />;
}
