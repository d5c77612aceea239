import { ProductPage } from '../product-page';

export default function PractitionerDashboardPage() {
  return <ProductPage page="practitionerdashboard" />;
}
