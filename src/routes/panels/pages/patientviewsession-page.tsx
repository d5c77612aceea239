import { ProductPage } from '../product-page';

export default function PatientViewSessionPage() {
  return <ProductPage page="patientviewsession" />;
}
